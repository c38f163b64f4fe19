import words from 'virtual:console-words/settings.app';
import { addPageWords } from '../page-words';

addPageWords('settings.app', words);
