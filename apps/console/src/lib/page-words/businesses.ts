import words from 'virtual:console-words/businesses';
import { addPageWords } from '../page-words';

addPageWords('businesses', words);
