import words from 'virtual:console-words/account';
import { addPageWords } from '../page-words';

addPageWords('account', words);
