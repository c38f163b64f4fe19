import react from '@vitejs/plugin-react';
import { build, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import {
  nameLazyModulesInManifest,
  planConsoleChunks,
  refuseImportCycles,
  SHELL_FILE,
  type TChunkFacts,
} from './vite-chunk-plan';
import { consoleWords } from './vite-console-words';
import { earlyData } from './vite-early-data';
import { prerenderLogin } from './vite-prerender-login';

/** Set while the bundling that only shows how the code falls into files runs, so it does not recurse. */
const PLANNING = 'OC_CONSOLE_CHUNK_PLANNING';

/**
 * How the bundler files the code when left to itself (the shell apart), without writing it: what the
 * pages' files are planned from (vite-chunk-plan.ts). Unminified: quicker, and the sizes keep their
 * proportions.
 */
async function defaultChunks(): Promise<TChunkFacts[]> {
  process.env[PLANNING] = '1';
  try {
    const result = await build({
      root: import.meta.dirname,
      logLevel: 'silent',
      build: { write: false, minify: false, manifest: false, reportCompressedSize: false },
    });
    return (Array.isArray(result) ? result : [result]).flatMap((output) =>
      'output' in output
        ? output.output.flatMap((chunk) =>
            chunk.type === 'chunk'
              ? [
                  {
                    fileName: chunk.fileName,
                    isEntry: chunk.isEntry,
                    isDynamicEntry: chunk.isDynamicEntry,
                    facadeModuleId: chunk.facadeModuleId,
                    moduleIds: chunk.moduleIds,
                    imports: chunk.imports,
                    dynamicImports: chunk.dynamicImports,
                    bytes: chunk.code.length,
                  },
                ]
              : [],
          )
        : [],
    );
  } finally {
    delete process.env[PLANNING];
  }
}

export default defineConfig(async ({ command }) => {
  const planning = process.env[PLANNING] === '1';
  const plan = command === 'build' && !planning ? planConsoleChunks(await defaultChunks()) : null;
  // One group per planned file, each module placed by name only (not with what it imports, which
  // has its own place), the files in the plan's order.
  const files = [...new Set(plan?.values() ?? [])]
    .filter((name) => name !== SHELL_FILE)
    .map((name, i, all) => ({
      name,
      test: (id: string) => plan?.get(id) === name,
      priority: all.length - i,
      includeDependenciesRecursively: false,
    }));
  return {
    plugins: [
      react(),
      // en.json cut into what every page's code carries and what comes with its pages.
      consoleWords(),
      ...(planning
        ? []
        : [
            // Each file of 1 KB and more also as .br (quality 11) and .gz (level 9), made once
            // here: the server sends them as they are (console-static.ts, preCompressed) instead
            // of compressing every first visit's 900 KB again at brotli quality 4
            // (docs/decisions/021).
            compression({ threshold: 1024, algorithms: ['brotliCompress', 'gzip'] }),
            // The page's first reads started by a small script of its own, ahead of the code.
            earlyData(),
            // The login page drawn into login.html, its first paint without waiting for the code.
            prerenderLogin(),
            nameLazyModulesInManifest(),
            refuseImportCycles(),
          ]),
    ],
    server: { proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
    // The manifest maps each route's module to its chunks: bench/bundle-size.mjs follows it.
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What every page runs before it draws (the modules index.html loads without
              // waiting: React, Mantine's core, the router, the words, the layout) in one file.
              // Left to themselves they came as 16, cut by which later pages share each piece; the
              // server speaks HTTP/1.1, six downloads at a time, and on a phone's connection each
              // wave of six waits a round trip, so on every first visit those files cost two
              // waves more than one does (docs/decisions/024). Nothing a page loads later joins
              // it: a module only a page or a dialog uses is not among these.
              plan
                ? {
                    name: SHELL_FILE,
                    test: (id: string) => plan.get(id) === SHELL_FILE,
                    priority: files.length + 1,
                    includeDependenciesRecursively: false,
                  }
                : { name: SHELL_FILE, tags: ['$initial' as const] },
              // The pages' small files joined (vite-chunk-plan.ts).
              ...files,
            ],
          },
        },
      },
    },
  };
});
