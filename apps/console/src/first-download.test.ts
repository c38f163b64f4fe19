import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withoutComments } from './test/source-files';

// What a first visit downloads is what the shell and the first page import statically, at any
// depth (bench/bundle-size.mjs measures it; docs/decisions/024 sets its budget). Some modules are
// too big to come that way by accident: every message the product has (in English a message is
// shown as written, and the catalogue comes with another language, lib/i18n.ts) and the order
// schemas (the inbox's address needs one number of them). This follows the imports from the
// files themselves, as the bundler does: `import type` brings nothing, `import()` comes later.

const SRC = dirname(fileURLToPath(import.meta.url));
const DOMAIN = resolve(SRC, '../../../packages/domain/src');

const STATIC_IMPORT =
  /(?:^|[^\w$.])(import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"\n]+)['"]/g;

function fileOf(base: string): string | null {
  return (
    ['', '.ts', '.tsx', `${sep}index.ts`, `${sep}index.tsx`]
      .map((ending) => base + ending)
      .find((path) => existsSync(path) && statSync(path).isFile()) ?? null
  );
}

/** Our own files `file` brings with it; packages (React, zod, …) are left out. */
function staticImportsOf(file: string): string[] {
  return [...withoutComments(readFileSync(file, 'utf8')).matchAll(STATIC_IMPORT)].flatMap(
    ([, , typeOnly, specifier = '']) => {
      if (typeOnly) return [];
      if (specifier.startsWith('.'))
        return [fileOf(resolve(dirname(file), specifier)) ?? []].flat();
      if (specifier.startsWith('@oc/domain/')) {
        return [fileOf(join(DOMAIN, specifier.slice('@oc/domain/'.length))) ?? []].flat();
      }
      return [];
    },
  );
}

function firstDownload(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(SRC, entry));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    queue.push(...staticImportsOf(file));
  }
  return seen;
}

const show = (files: Set<string>) =>
  [...files].map((file) => relative(join(SRC, '../../..'), file).split(sep).join('/'));

describe('what a first visit downloads', () => {
  const shell = firstDownload(['main.tsx']);
  const settings = firstDownload([
    'main.tsx',
    'app/routes/product-settings.tsx',
    'app/routes/web-settings-tabs.tsx',
  ]);

  it('follows the imports from the shell to the settings page’s forms', () => {
    expect(show(shell)).toContain('apps/console/src/lib/router/index.tsx');
    expect(show(settings)).toContain(
      'apps/console/src/features/website-settings/basic-settings-form.tsx',
    );
    expect(show(settings)).toContain('packages/domain/src/messages/common-messages.ts');
  });

  it('has not every message the product has, nor the order schemas', () => {
    for (const heavy of [
      'packages/domain/src/messages/messages.ts',
      'packages/domain/src/messages/message-text.ts',
      'packages/domain/src/orders/order.schema.ts',
      'packages/domain/src/orders/order-admin.schema.ts',
    ]) {
      expect(show(settings), heavy).not.toContain(heavy);
    }
  });
});
