import words from 'virtual:console-words/orders';
import { addPageWords } from '../page-words';

addPageWords('orders', words);
