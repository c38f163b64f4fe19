import words from 'virtual:console-words/widgets';
import { addPageWords } from '../page-words';

addPageWords('widgets', words);
