import words from 'virtual:console-words/activity';
import { addPageWords } from '../page-words';

addPageWords('activity', words);
