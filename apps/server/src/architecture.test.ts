import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's boundaries, which Biome cannot see (its noImportCycles is per file): modules by
// resource under src/modules/<name>/, each reached by the others only through its operations
// (never its repositories or routes), with no cycle between modules; SQL only in repositories;
// HTTP (requests, replies, form readers) only in routes; lib/ and plugins/ below every module; the
// read layer (reads/) above them, composing their operations without SQL. And no cycle between
// files, type-only imports included, here or in the packages the server builds on (the website,
// the domain, the widget); the console's own architecture test checks the console.

const SRC = dirname(fileURLToPath(import.meta.url));
const MODULES = join(SRC, 'modules');
const ROOT = resolve(SRC, '../../..');

/** The source trees whose files must form layers: the server's and those of the packages it uses. */
const TREES = [SRC, 'apps/website/src', 'packages/domain/src', 'packages/widget/src'].map((tree) =>
  resolve(ROOT, tree),
);

/** Tests and their helpers may reach anything; the rules are for the code they test. */
const isTestFile = (path: string) => /\.test(-support)?\.ts$/.test(path);

type TImport = { from: string; specifier: string; target: string | null };

/** The text without its comments (strings kept), so that an import a comment names is not one. */
const withoutComments = (text: string) =>
  text.replace(
    /\/\*[\s\S]*?\*\/|\/\/[^\n]*|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)/g,
    (_comment, string?: string) => string ?? ' ',
  );

/**
 * Every import and re-export of a file, static or dynamic, type-only or not, with its resolved path
 * (without the extension) when relative.
 */
function importsOf(file: string): TImport[] {
  const text = withoutComments(readFileSync(file, 'utf8'));
  const pattern =
    /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  return [...text.matchAll(pattern)].map((match) => {
    const specifier = match[1] ?? match[2] ?? '';
    const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : null;
    return { from: file, specifier, target };
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !isTestFile(path) ? [path] : [];
  });
}

/** The module a path belongs to (src/modules/<name>/…), if any. */
function moduleOf(path: string): string | null {
  const rel = relative(MODULES, path);
  if (rel.startsWith('..')) return null;
  const [name, ...rest] = rel.split(sep);
  return rest.length > 0 && name ? name : null;
}

const show = (path: string) => relative(SRC, path);

/** The module graph: for each module, the modules it imports and through which import. */
function moduleGraph(files: string[]) {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const { specifier, target } of importsOf(file)) {
      const to = target && moduleOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${show(file)} imports ${specifier}`);
    }
  }
  return graph;
}

/** Each cycle between modules, as the path around it; none when the modules form layers. */
function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/** Every .ts and .tsx file under dir, tests included (a test helper may be imported). */
function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file graph of the trees, by path without extension: each file, what it imports and how. */
function fileGraph(trees: string[]) {
  const withoutExtension = (path: string) => path.replace(/\.tsx?$/, '');
  const graph = new Map<string, Map<string, string>>();
  for (const file of trees.flatMap(allFiles)) {
    const edges = new Map<string, string>();
    for (const { specifier, target } of importsOf(file)) {
      if (target && !edges.has(withoutExtension(target)))
        edges.set(withoutExtension(target), `${relative(ROOT, file)} imports ${specifier}`);
    }
    graph.set(withoutExtension(file), edges);
  }
  return graph;
}

const moduleFiles = sourceFiles(MODULES);

describe('server architecture', () => {
  it('has no import cycle between modules', () => {
    const graph = moduleGraph(moduleFiles);
    expect(graph.size).toBeGreaterThan(1);
    const described = cyclesOf(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, i) => {
          const from = cycle[i] ?? '';
          return `${from} -> ${to} (${graph.get(from)?.get(to)})`;
        })
        .join(', '),
    );
    expect(described).toEqual([]);
  });

  it('has no import cycle between files, type-only included, here or in the packages used', () => {
    const graph = fileGraph(TREES);
    expect(graph.size).toBeGreaterThan(100);
    const described = cyclesOf(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, i) => graph.get(cycle[i] ?? '')?.get(to))
        .join(', '),
    );
    expect(described).toEqual([]);
  });

  it('reaches another module only through its operations, never its repositories or routes', () => {
    const wrong = moduleFiles.flatMap((file) =>
      importsOf(file).flatMap(({ specifier, target }) => {
        const from = moduleOf(file);
        const to = target && moduleOf(target);
        if (!to || to === from) return [];
        return /\.(repository|routes?)$/.test(target) ? [`${show(file)}: ${specifier}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps SQL in repositories and HTTP in routes', () => {
    const wrong = moduleFiles.flatMap((file) =>
      importsOf(file).flatMap(({ specifier, target }) => {
        const isSql =
          specifier === 'drizzle-orm' ||
          specifier.startsWith('drizzle-orm/') ||
          target === join(SRC, 'db', 'schema');
        if (isSql && !file.endsWith('.repository.ts'))
          return [`${show(file)}: SQL outside a repository (${specifier})`];
        // Operations take typed input: the request, its form reader and replies stay in routes
        // and in request plumbing (`*.http.ts`: hooks, the router's host constraint).
        const isHttp =
          specifier === 'fastify' ||
          specifier.startsWith('fastify-') ||
          specifier.startsWith('@fastify/') ||
          target === join(SRC, 'lib', 'multipart');
        if (isHttp && !/\.(routes?|http)\.ts$/.test(file))
          return [`${show(file)}: HTTP outside routes (${specifier})`];
        return [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('lets only the owning module touch a table: a module imports its own tables file only', () => {
    const TABLES = join(SRC, 'db', 'tables');
    const wrong = moduleFiles.flatMap((file) =>
      importsOf(file).flatMap(({ specifier, target }) => {
        const from = moduleOf(file) ?? '';
        if (target === join(SRC, 'db', 'schema'))
          return [`${show(file)}: the whole schema (${specifier}); import db/tables/${from}`];
        if (target && dirname(target) === TABLES && basename(target) !== from)
          return [`${show(file)}: the ${basename(target)} module's tables (${specifier})`];
        return [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('has a tables file for each module that owns tables, and no tables without a module', () => {
    const owners = readdirSync(join(SRC, 'db', 'tables'))
      .map((name) => name.replace(/\.ts$/, ''))
      .filter((name) => name !== 'columns');
    const modules = new Set(readdirSync(MODULES));
    expect(owners.filter((owner) => !modules.has(owner))).toEqual([]);
  });

  it('keeps lib/ and plugins/ below the modules: they never import one', () => {
    const wrong = ['lib', 'plugins', 'db'].flatMap((dir) =>
      sourceFiles(join(SRC, dir)).flatMap((file) =>
        importsOf(file)
          .filter(({ target }) => target && moduleOf(target))
          .map(({ specifier }) => `${show(file)}: ${specifier}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps the read layer (reads/) above the modules, composing their operations without SQL', () => {
    const READS = join(SRC, 'reads');
    const isRead = (target: string | null) =>
      target !== null && (target === READS || target.startsWith(`${READS}${sep}`));
    // Nothing below it imports it: no module, nor lib/, plugins/ or db/ (app.ts registers it).
    const below = [
      ...moduleFiles,
      ...['lib', 'plugins', 'db'].flatMap((d) => sourceFiles(join(SRC, d))),
    ];
    const importers = below.flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => isRead(target))
        .map(({ specifier }) => `${show(file)} imports the read layer (${specifier})`),
    );
    // It composes the modules' own reads: through their operations, with no SQL of its own, and
    // HTTP only in its routes.
    const wrong = sourceFiles(READS).flatMap((file) =>
      importsOf(file).flatMap(({ specifier, target }) => {
        const isSql =
          specifier === 'drizzle-orm' ||
          specifier.startsWith('drizzle-orm/') ||
          target === join(SRC, 'db', 'schema') ||
          (target?.startsWith(`${join(SRC, 'db', 'tables')}${sep}`) ?? false);
        if (isSql) return [`${show(file)}: SQL in the read layer (${specifier})`];
        if (target && moduleOf(target) && /\.(repository|routes?)$/.test(target))
          return [`${show(file)}: not an operation (${specifier})`];
        const isHttp =
          specifier === 'fastify' ||
          specifier.startsWith('fastify-') ||
          specifier.startsWith('@fastify/') ||
          target === join(SRC, 'lib', 'multipart');
        if (isHttp && !/\.routes?\.ts$/.test(file))
          return [`${show(file)}: HTTP outside routes (${specifier})`];
        return [];
      }),
    );
    expect(sourceFiles(READS).length).toBeGreaterThan(0);
    expect([...importers, ...wrong]).toEqual([]);
  });

  it('gives every file of a module a name no other module uses', () => {
    const byName = new Map<string, string[]>();
    for (const dir of readdirSync(MODULES)) {
      for (const name of readdirSync(join(MODULES, dir))) {
        byName.set(name, [...(byName.get(name) ?? []), dir]);
      }
    }
    const repeated = [...byName].filter(([, dirs]) => dirs.length > 1).map(([name]) => name);
    expect(repeated).toEqual([]);
  });
});
