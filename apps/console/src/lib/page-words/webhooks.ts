import words from 'virtual:console-words/webhooks';
import { addPageWords } from '../page-words';

addPageWords('webhooks', words);
