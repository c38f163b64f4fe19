import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

// Every word the console shows an owner comes from the catalogue (locales/en.json, through `t()`),
// so that each language shows its own words and none is left in English. This reads the console's
// files themselves and names each word written into the code where the owner would see it: text
// between tags, the props that show text (a field's label, a dialog's title, a button's name for a
// screen reader...), the objects whose `label`/`title`/`message` are shown (a select's options, a
// form's messages), and toasts. Values that are no words for a person are let through: catalogue
// keys, addresses, colours, host names (see `isTechnical`).
//
// The files are parsed with the parser Vite builds the console with (the `typescript` package, at
// version 7, has no parser callable from a test).

const SRC = dirname(fileURLToPath(import.meta.url));

/** JSX props whose value the owner reads or hears (Mantine's and the console's own components). */
const SHOWN_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'error',
  'message',
  'children',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'tooltip',
  'nothingFoundMessage',
  'onLabel',
  'offLabel',
  'prefix',
  'suffix',
  'leftSection',
  'rightSection',
  'legend',
  'text',
  'hint',
  'help',
  'heading',
]);

/**
 * Properties of an object literal whose value is shown: select options (`{ value, label }`), toasts
 * and confirmations (`notifications.show({ title, message })`, `labels: { confirm, cancel }`),
 * zod's messages (`{ message }`).
 */
const SHOWN_KEYS = new Set([
  'label',
  'title',
  'message',
  'description',
  'placeholder',
  'error',
  'tooltip',
  'confirm',
  'cancel',
  'confirmLabel',
  'cancelLabel',
  'children',
  'aria-label',
  'aria-description',
  'alt',
  'text',
  'help',
  'hint',
]);

/**
 * Methods whose text arguments are shown: toasts (`notifications.show('Saved')`), the browser's own
 * dialogs, zod's messages (`z.string().min(1, 'Enter a name')`, `.refine(check, 'Too long')`).
 */
const SHOWING_METHODS = new Set([
  'show',
  'update',
  'alert',
  'confirm',
  'prompt',
  'min',
  'max',
  'email',
  'url',
  'regex',
  'nonempty',
  'refine',
]);

/** Functions whose text arguments are shown: a state's message (`setError('Too big')`). */
const SHOWING_FUNCTIONS = new Set(['alert', 'confirm', 'prompt', 'setError', 'setMessage']);

/**
 * Texts allowed where the owner sees them, each with why. Keep it short: a word for a person
 * belongs in the catalogue, the console's name and brand included (`app.name`). None is needed
 * today: technical samples (an address, a colour, a host name) are told apart by `isTechnical`.
 */
const ALLOWED: Readonly<Record<string, string>> = {};

/**
 * The catalogue's keys ('settings.basic.saved') and their prefixes ('businesses.list', which a
 * component completes), never a section's bare name ('orders', which is also a word).
 */
const CATALOGUE = new Set<string>();
(function collect(node: unknown, path: string) {
  if (path.includes('.')) CATALOGUE.add(path);
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) collect(value, path ? `${path}.${key}` : key);
  }
})(en, '');

/** Values that are no words for a person: keys, addresses, colours, host names, e-mail samples. */
const isTechnical = (text: string) =>
  CATALOGUE.has(text) ||
  /^(https?:\/\/|mailto:|tel:|\/)\S*$/.test(text) ||
  /^#[0-9a-f]{3,8}$/i.test(text) ||
  /^[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|org|net|io|app|dev|test)$/.test(text) ||
  /^[^\s@]+@[^\s@]+\.[a-z]+$/.test(text);

const isWords = (text: string) =>
  /\p{L}/u.test(text) && !isTechnical(text.trim()) && !Object.hasOwn(ALLOWED, text.trim());

type TNode = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is TNode =>
  typeof value === 'object' && value !== null && typeof (value as TNode).type === 'string';

/**
 * The texts an expression shows as it is: a literal, a template's written parts, both sides of a
 * choice or a `+`. A call's arguments are not (`t('key')` shows the translation, not the key).
 */
function shownTexts(node: unknown): { text: string; at: number }[] {
  if (!isNode(node)) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ text: node.value, at: node.start }] : [];
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      const text = quasis.map((quasi) => quasi.value.cooked).join('…');
      return /\p{L}/u.test(quasis.map((quasi) => quasi.value.cooked).join(''))
        ? [{ text, at: node.start }]
        : [];
    }
    case 'ConditionalExpression':
      return [...shownTexts(node.consequent), ...shownTexts(node.alternate)];
    case 'LogicalExpression':
      return [...shownTexts(node.left), ...shownTexts(node.right)];
    case 'BinaryExpression':
      return node.operator === '+' ? [...shownTexts(node.left), ...shownTexts(node.right)] : [];
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'JSXExpressionContainer':
      return shownTexts(node.expression);
    case 'ArrayExpression':
      return (node.elements as unknown[]).flatMap(shownTexts);
    default:
      return [];
  }
}

const nameOf = (node: unknown): string | null => {
  if (!isNode(node)) return null;
  if (node.type === 'Identifier' || node.type === 'JSXIdentifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return null;
};

/** A file as this test names it: its path under src/. */
const show = (path: string) => relative(SRC, path).split(sep).join('/');

/** The hard-coded words of one file, each as `path:line: "text"`. */
function wordsIn(path: string, source: string): string[] {
  const { program, errors } = parseSync(path, source);
  if (errors.length > 0) throw new Error(`${path} could not be read: ${errors[0]?.message}`);
  const lineOf = (at: number) => source.slice(0, at).split('\n').length;
  const found: string[] = [];
  const report = (texts: { text: string; at: number }[]) => {
    for (const { text, at } of texts) {
      if (isWords(text)) found.push(`${show(path)}:${lineOf(at)}: ${JSON.stringify(text.trim())}`);
    }
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'JSXText') {
      const text = node.value as string;
      report([{ text, at: node.start + text.length - text.trimStart().length }]);
    }
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      // A child `{'words'}` or `{ready ? 'Ready' : 'Wait'}`.
      for (const child of node.children as TNode[]) {
        if (child.type === 'JSXExpressionContainer') report(shownTexts(child.expression));
      }
    }
    if (node.type === 'JSXAttribute' && SHOWN_PROPS.has(nameOf(node.name) ?? '')) {
      report(shownTexts(node.value));
    }
    if (node.type === 'Property' && SHOWN_KEYS.has(nameOf(node.key) ?? '')) {
      report(shownTexts(node.value));
    }
    if (node.type === 'AssignmentExpression') {
      // `document.title = 'Orders'`
      const target = node.left as TNode;
      if (target.type === 'MemberExpression' && nameOf(target.property) === 'title') {
        report(shownTexts(node.right));
      }
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as TNode;
      const isMethod = callee.type === 'MemberExpression';
      const called = nameOf(isMethod ? callee.property : callee) ?? '';
      if ((isMethod ? SHOWING_METHODS : SHOWING_FUNCTIONS).has(called)) {
        for (const argument of node.arguments as unknown[]) report(shownTexts(argument));
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found;
}

/** Tests and their helpers (test/, fixtures, stories, a feature's test server) show the owner nothing. */
const isTestCode = (path: string, text: string) =>
  /\.(test|stories|fixtures?)\.tsx?$/.test(path) ||
  /(^|\/)(test|fixtures)\//.test(show(path)) ||
  /(^|\/)test-server\.tsx?$/.test(show(path)) ||
  /from\s+['"]vitest['"]/.test(text);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('the console’s words', () => {
  const files = codeFiles(SRC)
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    .filter(({ path, text }) => !isTestCode(path, text));

  it('reads the console’s files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('come from the catalogue: no word for the owner is written in a component', () => {
    const found = files.flatMap(({ path, text }) => wordsIn(path, text));
    expect(found, 'words to move into locales/en.json and show through t()').toEqual([]);
  });

  it('finds the words it is written to find', () => {
    const sample = [
      '// Written before the words, so that their lines are counted in characters: é → ✓',
      "import { notifications } from '@mantine/notifications';",
      'export const A = () => (',
      '  <Stack title={`Shop hours`} aria-label={"Day " + n} className="wide">',
      '    Opening times {open ? "Open" : t("a.b")} — 12:30 {"Closed"}',
      '    <TextInput placeholder="order.example.com" label={t("x")} />',
      // A template's written part: `${count} orders` (split, so this file has no placeholder).
      '    <Badge title={`$' + '{count} orders`} label={`$' + '{count}`} />',
      '  </Stack>',
      ');',
      "const DAYS = [{ value: 'mon', label: 'Monday' }];",
      "notifications.show({ color: 'green', message: 'Saved' });",
      "document.title = 'Orders';",
      "const Z = z.string().min(1, 'Enter a name').email('auth.emailInvalid');",
      "modals.openConfirmModal({ labels: { confirm: 'Delete', cancel: t('x') } });",
      "<Modal closeButtonProps={{ 'aria-label': 'Close' }} />;",
    ].join('\n');
    const found = wordsIn(join(SRC, 'sample.tsx'), sample);
    expect(found).toContain('sample.tsx:5: "Opening times"');
    const words = found.map((line) => line.split(': ')[1]);
    expect(words.sort()).toEqual(
      [
        '"Shop hours"',
        '"Day"',
        '"… orders"',
        '"Opening times"',
        '"Open"',
        '"Closed"',
        '"Monday"',
        '"Saved"',
        '"Orders"',
        '"Enter a name"',
        '"Delete"',
        '"Close"',
      ].sort(),
    );
  });
});
