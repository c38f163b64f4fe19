import { describe, expect, it } from 'vitest';
import {
  CHUNK_PLAN_LIMITS,
  planConsoleChunks,
  SHELL_FILE,
  type TChunkFacts,
} from '../vite-chunk-plan';

// The build's plan of which file each module of the pages goes to (vite-chunk-plan.ts), on small
// made-up module graphs: files the bundler would make, with the pages and dialogs that load them.

const SRC = '/console/src';
let n = 0;
function chunk(facts: Partial<TChunkFacts> & { fileName: string }): TChunkFacts {
  n += 1;
  return {
    isEntry: false,
    facadeModuleId: null,
    isDynamicEntry: false,
    moduleIds: [`/m/${facts.fileName}-${n}.js`],
    imports: [],
    dynamicImports: [],
    bytes: 2_000,
    ...facts,
  };
}
const page = (name: string, facts: Partial<TChunkFacts> = {}) =>
  chunk({
    fileName: `${name}.js`,
    facadeModuleId: `${SRC}/app/routes/${name}.tsx`,
    isDynamicEntry: true,
    moduleIds: [`${SRC}/app/routes/${name}.tsx`],
    ...facts,
  });
const dialog = (name: string, facts: Partial<TChunkFacts> = {}) =>
  chunk({
    fileName: `${name}.js`,
    facadeModuleId: `${SRC}/components/${name}.tsx`,
    isDynamicEntry: true,
    moduleIds: [`${SRC}/components/${name}.tsx`],
    ...facts,
  });
const shell = (imports: string[] = []) =>
  chunk({ fileName: 'index.js', isEntry: true, moduleIds: [`${SRC}/main.tsx`], imports });

/** The files each module ends in: modules the plan names share a file per name. */
function filesOf(chunks: TChunkFacts[], plan: Map<string, string>) {
  const fileOf = (c: TChunkFacts) => plan.get(c.moduleIds[0] as string) ?? c.fileName;
  return new Map(chunks.map((c) => [c.fileName, fileOf(c)]));
}

describe('the console chunk plan', () => {
  it('joins small files the same page needs into one, leaving the shell alone', () => {
    const parts = ['a', 'b', 'c', 'd'].map((p) => chunk({ fileName: `${p}.js` }));
    const settings = page('settings', { imports: parts.map((p) => p.fileName) });
    const chunks = [shell(), settings, ...parts];
    const files = filesOf(chunks, planConsoleChunks(chunks));
    const settingsFiles = new Set([settings, ...parts].map((c) => files.get(c.fileName)));
    expect(settingsFiles.size).toBe(1);
    expect(files.get('index.js')).toBe(SHELL_FILE);
  });

  it("does not give a page another page's code beyond what it may waste", () => {
    // 'big' only the orders page needs: joined to what both pages need, the settings page would
    // download 20 KB for nothing on top of its own 4 KB.
    const shared = chunk({ fileName: 'shared.js' });
    const big = chunk({ fileName: 'big.js', bytes: 20_000 });
    const settings = page('settings', { imports: ['shared.js'] });
    const orders = page('orders', { imports: ['shared.js', 'big.js'] });
    const chunks = [shell(), settings, orders, shared, big];
    const files = filesOf(chunks, planConsoleChunks(chunks));
    const settingsLoads = new Set(['settings.js', 'shared.js'].map((f) => files.get(f)));
    expect(settingsLoads.has(files.get('big.js'))).toBe(false);
  });

  it("never brings a page's code to a dialog opened from another page", () => {
    // The colour picker, opened from the orders page, needs 'popover'; the settings page needs
    // popover and its own 'form' (16 KB). Joining popover to the settings page's files would make
    // the picker download the settings form when opened on the orders page.
    const popover = chunk({ fileName: 'popover.js' });
    const form = chunk({ fileName: 'form.js', bytes: 16_000 });
    const picker = dialog('colour-picker', { imports: ['popover.js'] });
    const settings = page('settings', { imports: ['popover.js', 'form.js'] });
    const orders = page('orders', { dynamicImports: ['colour-picker.js'] });
    const chunks = [shell(), settings, orders, picker, popover, form];
    const files = filesOf(
      chunks,
      planConsoleChunks(chunks, { ...CHUNK_PLAN_LIMITS, dialogWasteBytes: 4_000 }),
    );
    expect(files.get('popover.js')).not.toBe(files.get('form.js'));
  });

  it('takes a settings view and the settings route as one visit', () => {
    const route = page('product-settings');
    const view = page('web-settings-tabs');
    const part = chunk({ fileName: 'part.js' });
    view.imports = ['part.js'];
    const chunks = [shell(), route, view, part];
    const files = filesOf(chunks, planConsoleChunks(chunks));
    expect(files.get('product-settings.js')).toBe(files.get('web-settings-tabs.js'));
    expect(files.get('part.js')).toBe(files.get('web-settings-tabs.js'));
  });

  it('puts a few lines many pages need into the shell, not what they import', () => {
    const tiny = chunk({ fileName: 'card.js', bytes: 800 });
    const heavy = chunk({ fileName: 'heavy.js', bytes: 40_000 });
    const lib = chunk({ fileName: 'lib.js', bytes: 10_000 });
    const tinyWithImport = chunk({ fileName: 'alert.js', bytes: 800, imports: ['lib.js'] });
    // Only page a needs 'heavy', only b and c the alert and its library: joined with either, the
    // card would cost some page more than it may waste (8 KB, below the 10 KB library).
    const pages = ['a', 'b', 'c'].map((name, i) =>
      page(name, {
        bytes: 30_000 + i,
        imports: name === 'a' ? ['card.js', 'heavy.js'] : ['card.js', 'alert.js'],
      }),
    );
    const chunks = [shell(), ...pages, tiny, heavy, lib, tinyWithImport];
    const files = filesOf(
      chunks,
      planConsoleChunks(chunks, { ...CHUNK_PLAN_LIMITS, wasteBytes: 8_000, wasteShare: 0.1 }),
    );
    expect(files.get('card.js')).toBe(SHELL_FILE);
    expect(files.get('alert.js')).not.toBe(SHELL_FILE);
    expect(files.get('lib.js')).not.toBe(SHELL_FILE);
    expect(files.get('heavy.js')).not.toBe(SHELL_FILE);
  });
});
