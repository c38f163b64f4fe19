import { MENU_CSV_COLUMNS, MENU_CSV_REQUIRED, type TMenuCsvColumn } from './menu-csv.schema';
import { quoted } from './menu-csv-cells';

// The header line of a menu CSV file: the names of its columns, in any order and any case. A
// column of no name is allowed (a spreadsheet writes one when a cell right of the table was ever
// used) as long as its cells are empty; any other name than the menu's makes the file another kind
// of file, refused whole rather than read wrong.

/** Where each column of the menu is in a line; a column the file does not have is absent. */
export type TMenuCsvHeader = Map<TMenuCsvColumn, number>;

const isColumn = (name: string): name is TMenuCsvColumn =>
  (MENU_CSV_COLUMNS as readonly string[]).includes(name);

const LISTED = 5;

/** "a", "b" and "c"; past five names, how many more. */
function names(list: string[]): string {
  const shown = list.slice(0, LISTED).map(quoted);
  if (list.length > LISTED) return `${shown.join(', ')} and ${list.length - LISTED} more`;
  return shown.length > 1
    ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`
    : (shown[0] ?? '');
}

const columns = (list: string[], state: string) =>
  list.length === 1
    ? `the column ${names(list)} is ${state}`
    : `the columns ${names(list)} are ${state}`;

const EXPECTED = `A menu CSV has the columns ${MENU_CSV_REQUIRED.join(', ')} and, if wanted, ${MENU_CSV_COLUMNS.filter((c) => !MENU_CSV_REQUIRED.includes(c)).join(', ')}.`;

/** The columns of the header line, or what is wrong with it in words (for 'This file is not a menu CSV: …'). */
export function readHeader(cells: string[]): { header: TMenuCsvHeader } | { refusal: string } {
  const header: TMenuCsvHeader = new Map();
  const unknown: string[] = [];
  const twice: string[] = [];
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '') return;
    if (!isColumn(name)) unknown.push(cell.trim());
    else if (header.has(name)) twice.push(name);
    else header.set(name, index);
  });
  const missing = MENU_CSV_REQUIRED.filter((column) => !header.has(column));
  const wrongs = [
    missing.length > 0 ? columns(missing, 'missing') : '',
    unknown.length > 0 ? columns(unknown, 'unknown') : '',
    twice.length > 0 ? columns([...new Set(twice)], 'there twice') : '',
  ].filter(Boolean);
  if (wrongs.length === 0) return { header };
  return { refusal: `${wrongs.join('; ')}. ${EXPECTED}` };
}
