// Builds the website's page script (src/client/main.tsx) into dist/site.<hash>.js and its
// stylesheet (src/styles/*.css in name order, minified) into dist/site.<hash>.css, and names both in
// dist/manifest.json, which the server reads: it serves the script at /_site/assets/<file> and links
// it from every page, and writes the stylesheet into every page's head (docs/decisions/029-page-cache.md).
// Run from anywhere: node apps/website/build.mjs (or npm run build).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/** The styles joined in name order (as the server joins them when unbuilt), minified. */
async function buildStylesheet() {
  const dir = join(root, 'src', 'styles');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.css')).sort();
  const css = (await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')))).join('');
  const { code } = await esbuild.transform(css, {
    loader: 'css',
    minify: true,
    target: ['chrome90', 'firefox88', 'safari14'],
  });
  const name = `site.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.css`;
  return { name, code };
}

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
  const style = await buildStylesheet();
  for (const old of await readdir(dist)) {
    const stale = /^site\.[A-Z0-9]+\.js$/.test(old) || /^site\.[0-9a-f]+\.css$/.test(old);
    if (stale && old !== script && old !== style.name) await rm(join(dist, old));
  }
  await writeFile(file.path, file.contents);
  await writeFile(join(dist, style.name), style.code);
  await writeFile(
    join(dist, 'manifest.json'),
    `${JSON.stringify({ script, style: style.name }, null, 2)}\n`,
  );
  return { script, path: file.path, bytes: file.contents, style };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { script, bytes, style } = await buildSiteScript();
  console.log(`apps/website/dist/${script} (${(bytes.length / 1024).toFixed(1)} KB)`);
  console.log(`apps/website/dist/${style.name} (${(style.code.length / 1024).toFixed(1)} KB)`);
}
