// Builds the website's page script (src/client/main.tsx) into dist/site.<hash>.js and names it in
// dist/manifest.json, which the server reads to serve it at /_site/assets/<file> and link it from
// every page. Run from anywhere: node apps/website/build.mjs (or npm run build).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const domain = join(root, '..', '..', 'packages', 'domain', 'src') + sep;

// The domain's modules only declare schemas and pure functions, so a module the script does not
// use can be left out whole (zod and the theme tree, about 100 KB gzip, for one constant).
const pureDomain = {
  name: 'pure-domain',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'pure-domain') return undefined;
      const { kind, importer, resolveDir } = args;
      const resolved = await build.resolve(args.path, {
        kind,
        importer,
        resolveDir,
        pluginData: 'pure-domain',
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(domain)) return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};

export async function buildSiteScript() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { site: 'src/client/main.tsx' },
    entryNames: '[name].[hash]',
    outdir: dist,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    legalComments: 'none',
    write: false,
    plugins: [pureDomain],
  });
  const [file] = result.outputFiles;
  const script = file.path.slice(dist.length + 1);
  await mkdir(dist, { recursive: true });
  for (const old of await readdir(dist)) {
    if (/^site\.[A-Z0-9]+\.js$/.test(old) && old !== script) await rm(join(dist, old));
  }
  await writeFile(file.path, file.contents);
  await writeFile(join(dist, 'manifest.json'), `${JSON.stringify({ script }, null, 2)}\n`);
  return { script, path: file.path, bytes: file.contents };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { script, bytes } = await buildSiteScript();
  console.log(`apps/website/dist/${script} (${(bytes.length / 1024).toFixed(1)} KB)`);
}
