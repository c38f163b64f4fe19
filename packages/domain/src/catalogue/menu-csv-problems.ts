import { formatMessage } from '../messages/messages';
import { MENU_CSV_LIMITS } from './menu-csv.schema';
import { quoted } from './menu-csv-cells';

// The problems of a menu CSV file, each at its line (the header is line 1; a line is a row of the
// spreadsheet, so a cell with a line break in it does not start another). The owner reads them as
// 'Line 14, price "12.505": Use at most two decimals.': the menu's own rule, with where it failed.

export type TMenuCsvProblem = {
  line: number;
  /** The cell or the part of it: 'price "12.505"', 'option group "Size"'; none for the whole line. */
  place?: string;
  /** The rule's message, as the menu API gives it. */
  problem: string;
};

type TRawProduct = {
  option_groups?: { name: string; options: { name: string }[] }[];
};

/** Where in a product's cells a rule of the menu failed, by the path of its issue. */
export function placeOf(
  path: readonly PropertyKey[],
  cells: Record<string, string | undefined>,
  raw: TRawProduct,
): string {
  const [field, groupAt, part, optionAt] = path;
  const shown = (column: string) => `${column} ${quoted(cells[column] ?? '')}`;
  switch (field) {
    case 'name':
      return shown('product');
    case 'price':
    case 'image':
    case 'available':
      return shown(field);
    case 'option_groups': {
      const group = typeof groupAt === 'number' ? raw.option_groups?.[groupAt] : undefined;
      if (!group || typeof groupAt !== 'number') return 'option_groups';
      const groupPlace = `option group ${group.name.trim() ? quoted(group.name) : groupAt + 1}`;
      const option = typeof optionAt === 'number' ? group.options[optionAt] : undefined;
      if (part !== 'options' || !option || typeof optionAt !== 'number') return groupPlace;
      return `${groupPlace}, option ${option.name.trim() ? quoted(option.name) : optionAt + 1}`;
    }
    default:
      return 'description';
  }
}

/**
 * Every problem as the owner reads it, by line, each once; past MENU_CSV_LIMITS.problemsListed, one
 * more message counts the rest.
 */
export function listProblems(problems: TMenuCsvProblem[]): string[] {
  const texts = [...problems]
    .sort((a, b) => a.line - b.line)
    .map(({ line, place, problem }) =>
      place === undefined
        ? formatMessage('MENU_CSV_LINE', { line, problem })
        : formatMessage('MENU_CSV_CELL', { line, place, problem }),
    );
  const unique = [...new Set(texts)];
  const listed = MENU_CSV_LIMITS.problemsListed;
  if (unique.length <= listed) return unique;
  return [
    ...unique.slice(0, listed),
    formatMessage('MENU_CSV_MORE_PROBLEMS', { count: unique.length - listed }),
  ];
}
