// Builds the server (src/main.ts) into dist/main.js, the file `npm start` runs with plain Node
// (docs/decisions/021-server-build-and-compression.md). Our own workspace packages (@oc/domain,
// @oc/website, @oc/widget) export TypeScript, so they are bundled; every npm package stays an
// import of node_modules, loaded as published (native addons, wasm, files found next to their
// code). Files the server reads at run time are found from the package root (src/lib/server-dir.ts),
// so they are not copied. Run from anywhere: node apps/server/build.mjs (or npm run build -w
// @oc/server).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));

/** Bare imports other than @oc/* stay imports; relative and @oc/* ones are bundled. */
const npmExternal = {
  name: 'npm-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@oc/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [npmExternal],
  // Stack traces name src/ files and lines (node --enable-source-maps).
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`apps/server/dist/main.js (${(bytes / 1024).toFixed(0)} KB)`);
