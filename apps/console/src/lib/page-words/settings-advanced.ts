import words from 'virtual:console-words/settings.advanced';
import { addPageWords } from '../page-words';

addPageWords('settings.advanced', words);
