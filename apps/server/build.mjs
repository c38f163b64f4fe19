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
  // The second entry creates a new embedded database in a process of its own (src/db/pglite-init.ts).
  entryPoints: {
    main: 'src/main.ts',
    'pglite-init': 'src/db/pglite-init.ts',
    // npm run files:migrate: the stored files from the disk into the database, or back.
    'files-migrate': 'src/files-migrate.ts',
  },
  outdir: 'dist',
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
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (output.entryPoint)
    console.log(`apps/server/${file} (${(output.bytes / 1024).toFixed(0)} KB)`);
}
