import Papa from 'papaparse';
import { formatMessage, MESSAGES } from '../messages/messages';
import {
  MENU_LIMITS,
  MENU_MESSAGES,
  type TCreateMenuProductRequest,
  type TMenu,
  ZCreateMenuProductRequest,
  ZMenuCategoryRequest,
} from './menu.schema';
import { MENU_CSV_COLUMNS, MENU_CSV_LIMITS, type TMenuCsvColumn } from './menu-csv.schema';
import {
  formatAmount,
  formatAvailable,
  guardFormula,
  parseAmount,
  parseAvailable,
  quoted,
  unguardFormula,
} from './menu-csv-cells';
import { readHeader, type TMenuCsvHeader } from './menu-csv-header';
import { formatOptionGroups, parseOptionGroups } from './menu-csv-option-groups';
import { placeOf, type TMenuCsvProblem } from './menu-csv-problems';

// A business's menu as a CSV file and back (docs/product/menus.md#csv): one line per product under
// a header line, and a line with only a category for a category without products. Every cell is
// checked by the menu's own rules (menu.schema.ts), so a file and the API refuse the same things
// with the same words.

/** Excel reads a file as UTF-8 only when it starts with this mark. */
const BOM = '\uFEFF';

export function formatMenuCsv(menu: TMenu): string {
  const lines = menu.categories.flatMap((category) =>
    category.products.length === 0
      ? [[category.name, '', '', '', '', '', '']]
      : category.products.map((p) => [
          category.name,
          p.name,
          p.description,
          formatAmount(p.price),
          formatAvailable(p.available),
          p.image ?? '',
          formatOptionGroups(p.option_groups),
        ]),
  );
  const rows = [[...MENU_CSV_COLUMNS], ...lines.map((cells) => cells.map(guardFormula))];
  return `${BOM}${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
}

export type TMenuCsvProduct = {
  line: number;
  /** As written, trimmed: what it is matched by. */
  name: string;
  /** The product as the rules read it; null when a cell of its line breaks one. */
  fields: TCreateMenuProductRequest | null;
};

export type TMenuCsvCategory = { line: number; name: string; products: TMenuCsvProduct[] };

export type TMenuCsv = {
  /** The columns the file has: a product matched keeps what a missing column would say. */
  columns: TMenuCsvColumn[];
  /** In the order of their first line, each with its products in the order of their lines. */
  categories: TMenuCsvCategory[];
  problems: TMenuCsvProblem[];
};

/** A file refused whole: 'This file is not a menu CSV: …' and the like. */
export type TMenuCsvRefusal = { refusal: string };

/**
 * The delimiter is the header line's: a comma, or the semicolon or tab that a spreadsheet set to a
 * language that writes decimals with a comma uses. No column name holds any of them.
 */
function delimiterOf(text: string): string {
  const end = text.search(/[\r\n]/);
  const header = end < 0 ? text : text.slice(0, end);
  return [',', ';', '\t'].find((d) => header.includes(d)) ?? ',';
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

export function parseMenuCsv(file: string): TMenuCsv | TMenuCsvRefusal {
  const text = file.startsWith(BOM) ? file.slice(BOM.length) : file;
  if (text.trim() === '') return { refusal: MESSAGES.MENU_CSV_EMPTY };
  const { data, errors } = Papa.parse(text, { delimiter: delimiterOf(text), quoteChar: '"' });
  const [headerCells = [], ...rows] = data;
  const read = readHeader(headerCells);
  if ('refusal' in read)
    return { refusal: formatMessage('MENU_CSV_NOT_A_MENU', { details: read.refusal }) };
  // A line whose quotes are broken is not read further: its cells are not what the owner wrote.
  const badQuotes = new Set(errors.flatMap((e) => (e.type === 'Quotes' && e.row ? [e.row] : [])));
  const lines = rows.flatMap((cells, index) =>
    isBlank(cells) ? [] : [{ cells, line: index + 2 }],
  );
  if (lines.length === 0) return { refusal: MESSAGES.MENU_CSV_NO_PRODUCTS };
  const menu = new MenuBuilder(read.header);
  for (const { cells, line } of lines) {
    if (menu.productCount > MENU_CSV_LIMITS.products)
      return { refusal: MESSAGES.MENU_CSV_TOO_MANY_PRODUCTS };
    if (badQuotes.has(line - 1)) menu.problem({ line, problem: MESSAGES.MENU_CSV_QUOTES });
    else menu.add(line, cells);
  }
  if (menu.productCount > MENU_CSV_LIMITS.products)
    return { refusal: MESSAGES.MENU_CSV_TOO_MANY_PRODUCTS };
  return menu.result();
}

/** The menu of a file, line by line, with the problems of each line. */
class MenuBuilder {
  private readonly categories = new Map<string, TMenuCsvCategory>();
  private readonly problems: TMenuCsvProblem[] = [];
  /** Where the header has a column of the menu; every other cell must be empty. */
  private readonly named: Set<number>;
  productCount = 0;

  constructor(private readonly header: TMenuCsvHeader) {
    this.named = new Set(header.values());
  }

  problem(problem: TMenuCsvProblem) {
    this.problems.push(problem);
  }

  result(): TMenuCsv {
    return {
      columns: MENU_CSV_COLUMNS.filter((c) => this.header.has(c)),
      categories: [...this.categories.values()],
      problems: this.problems,
    };
  }

  /** The cells of a line by column, each without the guard an export put on it; absent: no column. */
  private cellsOf(line: number, cells: string[]) {
    if (cells.some((cell, index) => !this.named.has(index) && cell.trim() !== ''))
      this.problem({ line, problem: MESSAGES.MENU_CSV_EXTRA_CELLS });
    return Object.fromEntries(
      [...this.header].map(([column, index]) => [column, unguardFormula(cells[index] ?? '')]),
    ) as Partial<Record<TMenuCsvColumn, string>>;
  }

  add(line: number, row: string[]) {
    const cells = this.cellsOf(line, row);
    const isCategoryOnly = MENU_CSV_COLUMNS.every(
      (column) => column === 'category' || (cells[column] ?? '').trim() === '',
    );
    const category = this.categoryOf(line, cells.category ?? '');
    if (isCategoryOnly) return;
    this.productCount += 1;
    const product = this.productOf(line, cells);
    if (!category || product.name === '') return;
    category.products.push(product);
    if (category.products.length === MENU_LIMITS.productsPerCategory + 1)
      this.problem({
        line,
        place: `product ${quoted(product.name)}`,
        problem: MENU_MESSAGES.productsCount,
      });
  }

  private categoryOf(line: number, cell: string): TMenuCsvCategory | null {
    const parsed = ZMenuCategoryRequest.safeParse({ name: cell });
    if (!parsed.success) {
      this.problem({
        line,
        place: `category ${quoted(cell)}`,
        problem: MENU_MESSAGES.categoryName,
      });
      return null;
    }
    const { name } = parsed.data;
    const key = name.toLowerCase();
    const known = this.categories.get(key);
    if (known) return known;
    const category: TMenuCsvCategory = { line, name, products: [] };
    this.categories.set(key, category);
    if (this.categories.size === MENU_LIMITS.categoriesPerMenu + 1)
      this.problem({
        line,
        place: `category ${quoted(name)}`,
        problem: MENU_MESSAGES.categoriesCount,
      });
    return category;
  }

  private productOf(line: number, cells: Partial<Record<TMenuCsvColumn, string>>): TMenuCsvProduct {
    const name = cells.product ?? '';
    const groups =
      cells.option_groups === undefined ? undefined : parseOptionGroups(cells.option_groups);
    const raw = {
      name,
      price: parseAmount(cells.price ?? '') ?? cells.price ?? '',
      ...(cells.description === undefined ? {} : { description: cells.description }),
      ...(cells.image === undefined ? {} : { image: cells.image.trim() || null }),
      ...(cells.available === undefined ? {} : { available: parseAvailable(cells.available) }),
      ...(groups === undefined ? {} : { option_groups: groups.groups }),
    };
    for (const { place, problem } of groups?.problems ?? []) this.problem({ line, place, problem });
    const parsed = ZCreateMenuProductRequest.safeParse(raw);
    for (const issue of parsed.error?.issues ?? [])
      this.problem({ line, place: placeOf(issue.path, cells, raw), problem: issue.message });
    const isValid = parsed.success && !groups?.problems.length;
    return { line, name: name.trim(), fields: isValid ? parsed.data : null };
  }
}
