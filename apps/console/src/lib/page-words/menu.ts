import words from 'virtual:console-words/menu';
import { addPageWords } from '../page-words';

addPageWords('menu', words);
