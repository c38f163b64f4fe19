import { parseMenuCsv, type TMenuCsv } from '@oc/domain/catalogue/menu-csv';
import { AppError } from '../../lib/app-error';

const NOT_TEXT =
  'it is not text in UTF-8. Save it from the spreadsheet as "CSV UTF-8 (comma delimited)" and try again.';

/**
 * The menu of an uploaded file (docs/product/menus.md#csv), or the whole file refused (400): text
 * other than UTF-8 (a spreadsheet's own format, an image, a file saved in an old encoding) is
 * refused rather than read as the wrong characters. A NUL character marks a binary file, and no
 * text of the menu could hold one.
 */
export function readMenuFile(bytes: Uint8Array): TMenuCsv {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw AppError.of(400, 'MENU_CSV_NOT_A_MENU', { details: NOT_TEXT });
  }
  if (text.includes('\u0000')) throw AppError.of(400, 'MENU_CSV_NOT_A_MENU', { details: NOT_TEXT });
  const read = parseMenuCsv(text);
  if ('refusal' in read) throw new AppError(400, [read.refusal]);
  return read;
}
