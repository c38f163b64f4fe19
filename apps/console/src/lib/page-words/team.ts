import words from 'virtual:console-words/team';
import { addPageWords } from '../page-words';

addPageWords('team', words);
