import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODE, codeFiles, importsOf, isTestCode, type TImport } from './test/source-files';

// The console's boundaries (ARCHITECTURE.md#which-way-imports-go), read from the files themselves:
// the features are the folders under features/, so a new feature is held to them the day it is
// made, with no list to extend. Every import counts: static, dynamic (`import()`, the lazy pages
// and dialogs), re-exports and type-only imports alike.

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * What each folder of src/ may import of the console besides itself. A feature's "itself" is its
 * own folder, features/<name>: never another feature (app/routes composes them). Files directly in
 * src/ (main.tsx) start the app and count as app/. A folder missing here is reported, not allowed.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  app: ['features', 'components', 'data', 'lib', 'locales', 'assets', 'early'],
  features: ['components', 'data', 'lib', 'locales', 'assets'],
  components: ['data', 'lib', 'locales', 'assets'],
  data: ['lib'],
  lib: ['locales', 'assets'],
  locales: [],
  assets: [],
  // The console's first script, built apart (vite-early-data.ts): as little as can be.
  early: ['lib'],
};

/** The only package of ours the console imports: the domain, the product's rules. */
const isDomain = (specifier: string) =>
  specifier === '@oc/domain' || specifier.startsWith('@oc/domain/');

const show = (path: string) => relative(SRC, path).split(sep).join('/');

/** features/<name> for a feature's file, else the folder of src/ it is in; app for main.tsx. */
function unitOf(path: string): string {
  const [top = '', name, ...rest] = relative(SRC, path).split(sep);
  if (name === undefined) return 'app';
  return top === 'features' && rest.length > 0 ? `features/${name}` : top;
}

const layerOf = (unit: string) => unit.split('/')[0] ?? unit;

/**
 * Why `file` may not import `specifier`, or null when it may. Tests too import no package of ours
 * but the domain; of the code outside src/ they may read only installed packages' files and the
 * build's own modules.
 */
function wrongImport(file: string, isTest: boolean, { specifier, target }: TImport) {
  const at = `${show(file)} imports '${specifier}'`;
  if (!target) {
    return specifier.startsWith('@oc/') && !isDomain(specifier)
      ? `${at}: the console imports no package of ours but @oc/domain (never the server, website or widget)`
      : null;
  }
  if (relative(SRC, target).startsWith('..')) {
    const isInstalled = isTest && target.split(sep).includes('node_modules');
    // The build's own code (apps/console/vite-*.ts: how the code is cut into files) is tested here.
    const isBuildCode = isTest && /^\.\.[\\/]vite-[^\\/]+\.ts$/.test(relative(SRC, target));
    return isInstalled || isBuildCode ? null : `${at}: outside apps/console/src`;
  }
  if (isTest) return null;
  const from = unitOf(file);
  const to = unitOf(target);
  const allowed = MAY_IMPORT[layerOf(from)];
  if (!allowed) return `${at}: src/${layerOf(from)} is no layer MAY_IMPORT knows`;
  if (to === from || allowed.includes(layerOf(to))) return null;
  const may = [from === 'app' ? 'app' : `itself (${from})`, ...allowed, '@oc/domain'].join(', ');
  return `${at} (${show(target)}): ${from} may import only ${may}`;
}

const files = codeFiles(SRC).map((path) => {
  const text = readFileSync(path, 'utf8');
  return { path, imports: importsOf(path, text), isTest: isTestCode(path, text) };
});

/** Each cycle of the file graph, as the imports around it; none when the files form layers. */
function cyclesOf(graph: Map<string, Map<string, string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') {
        const around = [...stack.slice(stack.indexOf(next)), next];
        const steps = around.slice(1).map((to, i) => {
          const from = around[i] ?? '';
          return `${show(from)} imports ${graph.get(from)?.get(to)}`;
        });
        cycles.push(steps.join(', '));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('console architecture', () => {
  it('knows every folder of src/ and finds every feature', () => {
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const unknown = folders.map(({ name }) => name).filter((name) => !(name in MAY_IMPORT));
    expect(unknown, 'folders of src/ missing from MAY_IMPORT').toEqual(['test']);
    const features = readdirSync(join(SRC, 'features'));
    expect(features.length).toBeGreaterThan(1);
    const units = new Set(files.map(({ path }) => unitOf(path)));
    for (const feature of features) expect(units).toContain(`features/${feature}`);
  });

  it('keeps each folder to what it may import: a feature never another feature or app/', () => {
    const wrong = files.flatMap(({ path, isTest, imports }) =>
      imports.flatMap((found) => wrongImport(path, isTest, found) ?? []),
    );
    expect(wrong).toEqual([]);
  });

  it('reaches wouter only through lib/router, so every navigation passes the leave guard', () => {
    const around = files.flatMap(({ path, imports }) =>
      imports.some(({ specifier }) => specifier === 'wouter' || specifier.startsWith('wouter/')) &&
      !show(path).startsWith('lib/router/')
        ? [show(path)]
        : [],
    );
    expect(around).toEqual([]);
    expect(files.some(({ path }) => show(path) === 'lib/router/index.tsx')).toBe(true);
  });

  it('has no import cycle between files, type-only imports included', () => {
    const graph = new Map(
      files.map(({ path, imports }) => [
        path,
        new Map(
          imports.flatMap(({ specifier, target }) =>
            target && CODE.test(target) ? [[target, `'${specifier}'`] as const] : [],
          ),
        ),
      ]),
    );
    expect(cyclesOf(graph)).toEqual([]);
  });
});
