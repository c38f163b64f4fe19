import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The console's source files and their imports, read from the files themselves, for the tests that
// hold them to a rule (architecture.test.ts, page-words.test.ts).

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

export const CODE = /\.tsx?$/;

/**
 * Tests and their helpers (test/, and a feature's own test helper: any file that imports vitest)
 * may reach anything; the rules are for the code they test.
 */
export const isTestCode = (path: string, text: string) =>
  /\.test\.tsx?$/.test(path) ||
  relative(SRC, path).split(sep)[0] === 'test' ||
  /from\s+['"]vitest['"]/.test(text);

export function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/** The text without its comments (strings kept), so that an import a comment names is not one. */
export const withoutComments = (text: string) =>
  text.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)/g,
    (_comment, string?: string) => string ?? ' ',
  );

/** `import … from`, `import type … from`, `import '…'`, `export … from`, `import('…')`. */
const IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]|(?:^|[^\w$.])import\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

export type TImport = {
  specifier: string;
  target: string | null;
  /** `import('…')`: downloaded when run, not with the importing file. */
  isDynamic: boolean;
};

/** The file a relative specifier names (with its extension when it leaves it out). */
function resolveFrom(file: string, specifier: string): string {
  const base = resolve(dirname(file), specifier);
  const found = ['', '.ts', '.tsx', `${sep}index.ts`, `${sep}index.tsx`]
    .map((ending) => base + ending)
    .find((path) => existsSync(path) && statSync(path).isFile());
  return found ?? base;
}

export function importsOf(file: string, text: string): TImport[] {
  return [...withoutComments(text).matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    return {
      specifier,
      target: specifier.startsWith('.') ? resolveFrom(file, specifier) : null,
      isDynamic: match[2] !== undefined,
    };
  });
}
