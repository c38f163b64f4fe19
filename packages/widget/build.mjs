// Builds the ordering widget's loader (src/loader.ts) into dist/v1.js, one self-contained classic
// script that host pages load with <script async src="…/widget/v1.js">. No hash in the name: the
// snippet owners paste names it forever (WIDGET_SCRIPT_PATH). Run from anywhere: node
// packages/widget/build.mjs (or npm run build -w @oc/widget).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
export const DIST_FILE = join(root, 'dist', 'v1.js');

/**
 * Bundles the loader; returns its bytes and the source files in it (and writes dist/v1.js unless
 * `write` is false).
 */
export async function buildWidget({ write = true } = {}) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/loader.ts'],
    outfile: DIST_FILE,
    bundle: true,
    minify: true,
    // A classic script, not a module: it reads document.currentScript, which modules do not have.
    format: 'iife',
    // Host pages are anyone's; browsers from 2019 on run it.
    target: 'es2019',
    legalComments: 'none',
    sourcemap: false,
    metafile: true,
    write: false,
  });
  const [file] = result.outputFiles;
  if (write) {
    await mkdir(dirname(DIST_FILE), { recursive: true });
    await writeFile(DIST_FILE, file.contents);
  }
  return { path: DIST_FILE, bytes: file.contents, inputs: Object.keys(result.metafile.inputs) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { bytes } = await buildWidget();
  console.log(`packages/widget/dist/v1.js (${(bytes.length / 1024).toFixed(1)} KB)`);
}
