import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/early/early-data.ts';
/** The console's own code in index.html, which the first script goes before. */
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>/;

/**
 * The console's first script (src/early/early-data.ts), built apart from the console's code into
 * one small file of its own, with its few imports in it, and put first in index.html: it runs as
 * soon as it arrives and the document is read, while the console's code (about 230 KB gzip) still
 * downloads, and starts the page's first reads. Not `async`: module scripts without it run in the
 * document's order, so it always runs before the console's code, which takes its answers (an async
 * one could lose the race on a busy server and then ask for nothing). Built in with the rest, it would run only once all of that had
 * arrived and run; sharing a module with the rest, the bundler would make it import a shared file.
 */
export function earlyData(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'oc-early-data',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // Before the login page is drawn from index.html (vite-prerender-login.ts, at closeBundle).
    async writeBundle() {
      const result = await build({
        configFile: false,
        root,
        logLevel: 'silent',
        build: {
          write: false,
          minify: true,
          target: 'es2022',
          lib: { entry: join(root, ENTRY), formats: ['es'], fileName: 'early-data' },
          // Library builds keep their whitespace; this one is a page's script, as small as it gets.
          rolldownOptions: { output: { minify: true } },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
        'output' in r ? r.output : [],
      );
      const chunks = outputs.filter((o) => o.type === 'chunk');
      if (chunks.length !== 1 || !chunks[0]) {
        throw new Error(`${ENTRY} should build into one file, not ${chunks.length}`);
      }
      const code = chunks[0].code;
      const file = `assets/early-data-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      // With its .br and .gz beside it, as the build's other files (vite.config.ts).
      await writeFile(join(outDir, file), code);
      await writeFile(
        join(outDir, `${file}.br`),
        brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(join(outDir, `${file}.gz`), gzipSync(code, { level: 9 }));
      const indexPath = join(outDir, 'index.html');
      const index = await readFile(indexPath, 'utf8');
      if (!MODULE_SCRIPT.test(index)) throw new Error('index.html has no module script');
      await writeFile(
        indexPath,
        index.replace(
          MODULE_SCRIPT,
          (script) => `<script type="module" src="/${file}"></script>\n    ${script}`,
        ),
      );
    },
  };
}
