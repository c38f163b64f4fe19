import { MESSAGES } from '../messages/messages';
import { formatAmount, parseAmount, quoted } from './menu-csv-cells';

// A product's option groups in one cell of a menu CSV file (docs/product/menus.md#option-groups-in-one-cell):
//
//   Size (1-1): Small +0.00 | Large +2.00; Extras (0-3): Cheese +1.50 | Olives +1.00
//
// Groups are separated by ';', a group's name and choices from its options by ':', options by '|'.
// (min-max) at the end of a group's name is how many options the customer chooses; the last word of
// an option, when it starts with + or - and a digit, is its price change. A backslash makes the
// character after it plain text: '\;', '\|', '\:', '\(' and '\\'. An export always writes the
// choices and the price change, so a name that ends like either reads back as a name.

/** An option group as read from the cell, for the menu's rules (ZMenuOptionGroupInput) to check. */
export type TCsvOptionGroup = {
  name: string;
  min_choices?: number;
  max_choices?: number;
  /** A price change that is not a number stays text, which the rules refuse. */
  options: { name: string; price_delta: number | string }[];
};

/** A problem of the cell's grammar: where (the group as written) and what. */
export type TCsvCellProblem = { place: string; problem: string };

/** The separators, and the backslash itself, written with a backslash before them. */
const escaped = (name: string) => name.replace(/[\\;|:]/g, '\\$&');

const signed = (cents: number) => `${cents < 0 ? '' : '+'}${formatAmount(cents)}`;

type TGroupOut = {
  name: string;
  min_choices: number;
  max_choices: number;
  options: { name: string; price_delta: number }[];
};

export function formatOptionGroups(groups: TGroupOut[]): string {
  return groups
    .map((group) => {
      const options = group.options.map((o) => `${escaped(o.name)} ${signed(o.price_delta)}`);
      return `${escaped(group.name)} (${group.min_choices}-${group.max_choices}): ${options.join(' | ')}`;
    })
    .join('; ');
}

/**
 * The text with its escapes undone (`plain`) beside a `view` of the same length in which every
 * escaped character is LITERAL: separators and patterns are looked for in the view, and the same
 * positions are cut out of the plain text.
 */
type TText = { plain: string; view: string };
const LITERAL = '\uFFFF';

function readEscapes(raw: string): TText {
  let plain = '';
  let view = '';
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i] as string;
    const isEscape = char === '\\' && i + 1 < raw.length;
    if (isEscape) i += 1;
    plain += isEscape ? (raw[i] as string) : char;
    view += isEscape || char === '\\' ? LITERAL : char;
  }
  return { plain, view };
}

const slice = (text: TText, start: number, end = text.view.length): TText => ({
  plain: text.plain.slice(start, end),
  view: text.view.slice(start, end),
});

function trim(text: TText): TText {
  const start = text.view.length - text.view.trimStart().length;
  return slice(text, start, text.view.trimEnd().length);
}

function split(text: TText, separator: string): TText[] {
  const parts: TText[] = [];
  let start = 0;
  for (let i = 0; i <= text.view.length; i += 1) {
    if (i === text.view.length || text.view[i] === separator) {
      parts.push(trim(slice(text, start, i)));
      start = i + 1;
    }
  }
  return parts;
}

const CHOICES = /^([\s\S]*?)\s*\(\s*(\d+)\s*-\s*(\d+)\s*\)$/;
const PRICE_CHANGE = /^([\s\S]*\S)\s+([+-]\d\S*)$/;

function optionOf(text: TText): TCsvOptionGroup['options'][number] {
  const match = PRICE_CHANGE.exec(text.view);
  if (!match) return { name: text.plain, price_delta: 0 };
  const name = (match[1] as string).length;
  const change = text.plain.slice(text.view.length - (match[2] as string).length);
  return { name: text.plain.slice(0, name), price_delta: parseAmount(change) ?? change };
}

function groupOf(text: TText): TCsvOptionGroup | null {
  const colon = text.view.indexOf(':');
  if (colon < 0) return null;
  const head = trim(slice(text, 0, colon));
  const body = trim(slice(text, colon + 1));
  const options = body.view === '' ? [] : split(body, '|').map(optionOf);
  const match = CHOICES.exec(head.view);
  if (!match) return { name: head.plain, options };
  return {
    name: head.plain.slice(0, (match[1] as string).length),
    min_choices: Number(match[2]),
    max_choices: Number(match[3]),
    options,
  };
}

/** The groups of a cell, in order, and the problems of its grammar (a group without its ':'). */
export function parseOptionGroups(cell: string): {
  groups: TCsvOptionGroup[];
  problems: TCsvCellProblem[];
} {
  const groups: TCsvOptionGroup[] = [];
  const problems: TCsvCellProblem[] = [];
  // An empty group, such as after a last ';', is nothing written rather than a mistake.
  for (const text of split(readEscapes(cell), ';').filter((t) => t.view !== '')) {
    const group = groupOf(text);
    if (group) groups.push(group);
    else
      problems.push({
        place: `option group ${quoted(text.plain)}`,
        problem: MESSAGES.MENU_CSV_GROUP_SYNTAX,
      });
  }
  return { groups, problems };
}
