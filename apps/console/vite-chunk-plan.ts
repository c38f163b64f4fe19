import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A file of the console's code as the bundler makes it when left to itself: one for every set of
 * lazily loaded modules (pages, dialogs, tabs) that share the modules in it.
 */
export type TChunkFacts = {
  fileName: string;
  isEntry: boolean;
  /** The page or dialog this file is the front of, when it is one's. */
  facadeModuleId: string | null;
  isDynamicEntry: boolean;
  moduleIds: string[];
  /** Files it needs before it runs. */
  imports: string[];
  /** Files it may load later (a dialog, a tab). */
  dynamicImports: string[];
  bytes: number;
};

/** A page of the console: a route's module, or a settings view the route's loader brings with it. */
const PAGE = /[\\/]src[\\/](app[\\/]routes[\\/]|features[\\/][^\\/]+[\\/][^\\/]+-page\.tsx$)/;

/** Limits of the plan (docs/decisions/024 has what each was measured at). */
export const CHUNK_PLAN_LIMITS = {
  /** A file of at least this many bytes (unminified) is not joined to another. */
  small: 24_000,
  /**
   * What a page may download beyond what it needs: this many bytes, or this share of what it
   * needs, whichever is more.
   */
  wasteBytes: 16_000,
  wasteShare: 0.15,
  /**
   * The same for a dialog, tab or section on top of the page it opens from: more, as it is
   * downloaded once, when first opened, while the page waits on every first visit.
   */
  dialogWasteBytes: 24_000,
  dialogWasteShare: 0.5,
  /** A file under this many bytes that at least `tinyPages` pages need joins the shell. */
  tinyBytes: 6_000,
  tinyPages: 3,
};

/** The settings views and the route whose loader brings each (src/app/router.tsx). */
const ROUTE_OF_VIEW: Record<string, string> = {
  'web-settings-tabs.tsx': 'product-settings.tsx',
  'app-settings-page.tsx': 'product-settings.tsx',
};

/** The name of the file every page runs before it draws. */
export const SHELL_FILE = 'shell';

/**
 * Which file each module goes to: the shell's name for the shell's modules (and the few lines that
 * join it), a name for every module of a file joined with others, none for the rest, which stay as
 * the bundler files them.
 *
 * Left to itself the bundler makes a file for every distinct set of pages and dialogs sharing some
 * modules: the settings page came as 44 files, 5 KB each on average. The server speaks HTTP/1.1,
 * six downloads at a time, and on a phone's connection every six files cost a round trip
 * (docs/decisions/024). Here small files are joined, one pair at a time, the pair that saves pages
 * the most downloads for the fewest bytes downloaded for nothing, as long as no page, and no dialog
 * on top of the page it is opened from, downloads more than the limits above beyond what it needs.
 * What a file imports comes with it, so each pair is judged by everything each page and dialog
 * would then download, not by the pair's own bytes.
 */
export function planConsoleChunks(
  chunks: TChunkFacts[],
  limits = CHUNK_PLAN_LIMITS,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set<string>();
  const addShell = (fileName: string) => {
    if (shell.has(fileName)) return;
    shell.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) addShell(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) addShell(chunk.fileName);

  const units = chunks.filter((chunk) => !shell.has(chunk.fileName));
  const unitOf = new Map(units.map((unit, i) => [unit.fileName, i]));
  const imports = units.map((unit) =>
    unit.imports.flatMap((f) => (unitOf.has(f) ? [unitOf.get(f) as number] : [])),
  );
  const roots = units.flatMap((unit, i) => (unit.isDynamicEntry && unit.facadeModuleId ? [i] : []));
  const facadeOf = (i: number) => (units[i]?.facadeModuleId ?? '').replace(/^.*[\\/]/, '');
  // A settings view comes with the settings route's own module, always (the route's loader brings
  // it: src/app/router.tsx): the two are one visit. The route alone is no page anyone visits.
  const companion = new Map<number, number>();
  for (const view of roots) {
    const route = ROUTE_OF_VIEW[facadeOf(view)];
    const routeRoot = roots.find((i) => facadeOf(i) === route);
    if (route && routeRoot !== undefined) companion.set(view, routeRoot);
  }
  const companions = new Set(companion.values());
  const pages = new Set(
    roots.filter((i) => PAGE.test(units[i]?.facadeModuleId ?? '') && !companions.has(i)),
  );
  const dialogs = roots.filter((i) => !pages.has(i) && !companions.has(i));

  /** The arrangement: each unit's file, and each file's units. */
  type TFiles = { of: number[]; units: Map<number, number[]> };
  let files: TFiles = { of: units.map((_, i) => i), units: new Map(units.map((_, i) => [i, [i]])) };
  /** The files a page or dialog downloads: its own, and every one they import. */
  const load = (root: number, arrangement: TFiles) => {
    const seen = new Set<number>();
    const stack = [root, ...(companion.has(root) ? [companion.get(root) as number] : [])].map(
      (unit) => arrangement.of[unit] as number,
    );
    while (stack.length > 0) {
      const file = stack.pop() as number;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const unit of arrangement.units.get(file) ?? []) {
        for (const imported of imports[unit] ?? []) stack.push(arrangement.of[imported] as number);
      }
    }
    return seen;
  };
  const bytes = (set: Iterable<number>, arrangement: TFiles) => {
    let total = 0;
    for (const file of set) {
      for (const unit of arrangement.units.get(file) ?? []) total += units[unit]?.bytes ?? 0;
    }
    return total;
  };
  const minus = (a: Set<number>, b: Set<number>) => new Set([...a].filter((x) => !b.has(x)));
  const hasCycle = (arrangement: TFiles) => {
    const state = new Map<number, 'open' | 'done'>();
    const visit = (file: number): boolean => {
      state.set(file, 'open');
      for (const unit of arrangement.units.get(file) ?? []) {
        for (const imported of imports[unit] ?? []) {
          const next = arrangement.of[imported] as number;
          if (next === file) continue;
          if (state.get(next) === 'open') return true;
          if (!state.has(next) && visit(next)) return true;
        }
      }
      state.set(file, 'done');
      return false;
    };
    return [...arrangement.units.keys()].some((file) => !state.has(file) && visit(file));
  };

  // The pages each dialog, tab or section can be opened from, through other dialogs if need be.
  const openers = new Map<number, number[]>();
  for (const page of pages) {
    const lazy = (root: number) =>
      [...load(root, files)].flatMap((unit) => units[unit]?.dynamicImports ?? []);
    const stack = lazy(page);
    const seen = new Set<number>();
    while (stack.length > 0) {
      const root = unitOf.get(stack.pop() as string);
      if (root === undefined || seen.has(root) || pages.has(root) || companions.has(root)) continue;
      seen.add(root);
      openers.set(root, [...(openers.get(root) ?? []), page]);
      stack.push(...lazy(root));
    }
  }
  // What each needs, as the bundler files it: a page its files, a dialog those its page lacks.
  const needs = new Map<string, number>();
  for (const root of [...pages, ...dialogs]) {
    if (pages.has(root)) needs.set(`${root}`, bytes(load(root, files), files));
    for (const page of openers.get(root) ?? []) {
      needs.set(`${root}:${page}`, bytes(minus(load(root, files), load(page, files)), files));
    }
  }
  const allowed = (need: number) => Math.max(limits.wasteBytes, need * limits.wasteShare);

  const visitors = [...pages, ...dialogs];
  let loads = new Map(visitors.map((root) => [root, load(root, files)]));
  for (;;) {
    let best: { from: number; into: number; cost: number; saved: number } | null = null;
    const pagesOf = new Map(
      [...files.units.keys()].map((file) => [
        file,
        [...pages].filter((page) => loads.get(page)?.has(file)),
      ]),
    );
    for (const [from, fromPages] of pagesOf) {
      if (fromPages.length === 0 || bytes([from], files) >= limits.small) continue;
      for (const [into, intoPages] of pagesOf) {
        if (into === from || intoPages.length === 0) continue;
        // Only files some of the same pages need, the one's pages among the other's.
        const nested =
          intoPages.every((p) => fromPages.includes(p)) ||
          fromPages.every((p) => intoPages.includes(p));
        if (!nested) continue;
        const joined: TFiles = {
          of: files.of.map((file) => (file === from ? into : file)),
          units: new Map(files.units),
        };
        joined.units.set(into, [
          ...(files.units.get(into) ?? []),
          ...(files.units.get(from) ?? []),
        ]);
        joined.units.delete(from);
        // Files that import each other would run a module before one it needs.
        if (hasCycle(joined)) continue;
        let cost = 0;
        let saved = 0;
        let fits = true;
        for (const root of visitors) {
          const before = loads.get(root) as Set<number>;
          if (!before.has(from) && !before.has(into)) continue;
          const after = load(root, joined);
          if (pages.has(root)) {
            const waste = bytes(after, joined) - (needs.get(`${root}`) ?? 0);
            fits = waste <= allowed(needs.get(`${root}`) ?? 0);
            saved += before.size - after.size;
          } else {
            for (const page of openers.get(root) ?? []) {
              const need = needs.get(`${root}:${page}`) ?? 0;
              const waste = bytes(minus(after, load(page, joined)), joined) - need;
              if (waste > Math.max(limits.dialogWasteBytes, need * limits.dialogWasteShare)) {
                fits = false;
              }
            }
          }
          if (!fits) break;
          cost += Math.max(0, bytes(after, joined) - bytes(before, files));
        }
        if (!fits || saved <= 0) continue;
        if (!best || cost * best.saved < best.cost * saved) best = { from, into, cost, saved };
      }
    }
    if (!best) break;
    const { from, into } = best;
    const units2 = new Map(files.units);
    units2.set(into, [...(files.units.get(into) ?? []), ...(files.units.get(from) ?? [])]);
    units2.delete(from);
    files = { of: files.of.map((file) => (file === from ? into : file)), units: units2 };
    loads = new Map(visitors.map((root) => [root, load(root, files)]));
  }

  const plan = new Map<string, string>();
  for (const fileName of shell) {
    for (const id of byFile.get(fileName)?.moduleIds ?? []) plan.set(id, SHELL_FILE);
  }
  // A file of a few lines that many pages need costs each of them a whole download (a round trip
  // on a phone's connection) for less than the shell's share of one: it joins the shell, when all
  // it imports is in the shell already (else every page would download that too).
  const inShell = new Set<number>();
  for (let moved = true; moved; ) {
    moved = false;
    for (const [file, members] of files.units) {
      if (inShell.has(file) || bytes([file], files) >= limits.tinyBytes) continue;
      const by = [...pages].filter((page) => loads.get(page)?.has(file)).length;
      if (by < limits.tinyPages) continue;
      const importsOnlyShell = members.every((unit) =>
        (imports[unit] ?? []).every(
          (u) => inShell.has(files.of[u] as number) || files.of[u] === file,
        ),
      );
      if (!importsOnlyShell) continue;
      inShell.add(file);
      moved = true;
    }
  }
  const taken = new Set<string>([SHELL_FILE]);
  for (const [file, members] of files.units) {
    if (inShell.has(file)) {
      for (const unit of members)
        for (const id of units[unit]?.moduleIds ?? []) plan.set(id, SHELL_FILE);
      continue;
    }
    if (members.length < 2) continue;
    // Named after its largest part, for whoever reads the build's list of files.
    const largest = [...members].sort((a, b) => (units[b]?.bytes ?? 0) - (units[a]?.bytes ?? 0))[0];
    const base = (units[largest ?? 0]?.fileName ?? 'pages')
      .replace(/^.*\//, '')
      .replace(/-[\w-]{8}\.js$/, '');
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
    taken.add(name);
    for (const unit of members) for (const id of units[unit]?.moduleIds ?? []) plan.set(id, name);
  }
  return plan;
}

/**
 * Vite's manifest names a lazily loaded module's file only when the module is that file's front
 * (its facade). A page joined with others (above) is not, so its name would be missing, and the
 * server's per-page preloads (apps/server/src/plugins/console-route-preloads.ts) and
 * bench/bundle-size.mjs, which look pages up by their source path, would find nothing. This adds
 * each such module under its source path, pointing at the file that holds it.
 */
export function nameLazyModulesInManifest(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'oc-name-lazy-modules-in-manifest',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const path = join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(await readFile(path, 'utf8')) as Record<
        string,
        { file: string; src?: string; isDynamicEntry?: boolean }
      >;
      const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const entry = byFile.get(chunk.fileName);
        if (!entry) continue;
        for (const id of chunk.moduleIds) {
          if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) continue;
          const src = relative(root, id).split(sep).join('/');
          if (src.startsWith('..') || manifest[src]) continue;
          manifest[src] = { ...entry, src, isDynamicEntry: true };
        }
      }
      await writeFile(path, JSON.stringify(manifest, null, 2));
    },
  };
}

/**
 * Stops the build when two of its files import each other: a module could then run before one it
 * needs (Mantine's components read each other's statics as they load), which the plan above avoids
 * and this makes sure of, rather than an owner finding a page that does not open.
 */
export function refuseImportCycles(): Plugin {
  return {
    name: 'oc-refuse-import-cycles',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
      }
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, path: string[]): void => {
        state.set(file, 'open');
        for (const next of imports.get(file) ?? []) {
          if (state.get(next) === 'open') {
            this.error(`files import each other: ${[...path, next].join(' -> ')}`);
          }
          if (!state.has(next)) visit(next, [...path, next]);
        }
        state.set(file, 'done');
      };
      for (const file of imports.keys()) if (!state.has(file)) visit(file, [file]);
    },
  };
}
