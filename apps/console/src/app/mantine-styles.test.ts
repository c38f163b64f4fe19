import { describe, expect, it } from 'vitest';
import coreBundle from '../../node_modules/@mantine/core/styles.css?raw';
import ourStyles from './mantine-styles.ts?raw';

// The published code of the Mantine packages we use: each component's module and the CSS-module
// class names it imports (`<Name>.module.mjs`, whose CSS Mantine ships as `styles/<Name>.css`).
const mantineCode: Record<string, string> = import.meta.glob(
  ['/node_modules/@mantine/core/esm/**/*.mjs', '/node_modules/@mantine/notifications/esm/**/*.mjs'],
  { query: '?raw', import: 'default', eager: true },
);
const coreCss: Record<string, string> = import.meta.glob(
  ['/node_modules/@mantine/core/styles/*.css', '!**/*.layer.css'],
  { query: '?raw', import: 'default', eager: true },
);
const ourCode: Record<string, string> = import.meta.glob(
  ['/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!/src/test/**'],
  { query: '?raw', import: 'default', eager: true },
);

const PACKAGES = ['@mantine/core', '@mantine/notifications'] as const;
type TPackage = (typeof PACKAGES)[number];
const packageDir = (pkg: TPackage) => `/node_modules/${pkg}/esm/`;

/** The names a module imports from `from`, e.g. `TextInput` from `import { TextInput, type X } from '@mantine/core'`. */
function namedImports(code: string, from: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (m[2] !== from) continue;
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0] ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The file a package's index takes an export from; null for another package's (no Mantine CSS). */
function exportFile(pkg: TPackage, name: string): string | null {
  const index = `${packageDir(pkg)}index.mjs`;
  const code = mantineCode[index] ?? '';
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const names = (m[1] ?? '').split(',').map((part) => part.trim());
    if (!names.includes(name)) continue;
    const from = m[2] ?? '';
    return from.startsWith('.') ? new URL(from, `file://${index}`).pathname : null;
  }
  throw new Error(`${pkg} exports no ${name}`);
}

/** The CSS file a CSS-module file's styles ship in, as an import specifier. */
function cssOf(moduleFile: string): string {
  const name = moduleFile.split('/').pop()?.replace('.module.mjs', '');
  return moduleFile.startsWith(packageDir('@mantine/core'))
    ? `@mantine/core/styles/${name}.css`
    : '@mantine/notifications/styles.css';
}

/** Every CSS file a Mantine export needs: its own and those of the components it is built from. */
function cssNeededBy(pkg: TPackage, name: string, seen = new Set<string>()): Set<string> {
  const needed = new Set<string>();
  const visit = (file: string | null) => {
    if (file === null || seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.module.mjs')) needed.add(cssOf(file));
    const code = mantineCode[file];
    if (code === undefined) throw new Error(`no such Mantine file: ${file}`);
    for (const m of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)) {
      visit(new URL(m[1] ?? '', `file://${file}`).pathname);
    }
    // @mantine/notifications draws its toasts with @mantine/core's Notification.
    for (const other of namedImports(code, '@mantine/core'))
      visit(exportFile('@mantine/core', other));
  };
  visit(exportFile(pkg, name));
  return needed;
}

const imported = [...ourStyles.matchAll(/^import '([^']+)';/gm)].map((m) => m[1] ?? '');

describe("the console's Mantine styles", () => {
  it('read Mantine and our code (a wrong path would make the checks below vacuous)', () => {
    expect(Object.keys(mantineCode).length).toBeGreaterThan(500);
    expect(Object.keys(coreCss).length).toBeGreaterThan(50);
    expect(Object.keys(ourCode).length).toBeGreaterThan(50);
    expect(cssNeededBy('@mantine/core', 'TextInput')).toContain('@mantine/core/styles/Input.css');
  });

  it('import the CSS of every Mantine component the console uses, and what it is built from', () => {
    const missing = new Set(
      [
        '@mantine/core/styles/baseline.css',
        '@mantine/core/styles/default-css-variables.css',
        '@mantine/core/styles/global.css',
      ].filter((css) => !imported.includes(css)),
    );
    for (const code of Object.values(ourCode)) {
      for (const pkg of PACKAGES) {
        for (const name of namedImports(code, pkg)) {
          for (const css of cssNeededBy(pkg, name)) {
            if (!imported.includes(css)) missing.add(`${css} (for ${name})`);
          }
        }
      }
    }
    expect([...missing].sort()).toEqual([]);
  });

  it("keep Mantine's own order (a component's styles after those of the parts it overrides)", () => {
    const position = (specifier: string) => {
      const css = coreCss[`/node_modules/${specifier}`];
      if (css === undefined)
        throw new Error(`${specifier} is not one of @mantine/core's CSS files`);
      return coreBundle.indexOf(css.trim());
    };
    const core = imported.filter((s) => s.startsWith('@mantine/core/'));
    const positions = core.map(position);
    expect(positions).not.toContain(-1);
    expect(core).toEqual(core.toSorted((a, b) => position(a) - position(b)));
    // Other packages' styles come after all of @mantine/core's (Mantine's "Styles import order").
    expect(imported.slice(0, core.length)).toEqual(core);
  });
});
