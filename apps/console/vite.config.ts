import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderLogin } from './vite-prerender-login';

export default defineConfig({
  plugins: [
    react(),
    // Each file of 1 KB and more also as .br (quality 11) and .gz (level 9), made once here: the
    // server sends them as they are (console-static.ts, preCompressed) instead of compressing
    // every first visit's 900 KB again at brotli quality 4 (docs/decisions/021).
    compression({ threshold: 1024, algorithms: ['brotliCompress', 'gzip'] }),
    // The login page drawn into login.html, its first paint without waiting for the code.
    prerenderLogin(),
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
            // What every page runs before it draws (the modules index.html loads without waiting:
            // React, Mantine's core, the router, the words, the layout) in one file. Left to
            // themselves they came as 16, cut by which later pages share each piece; the server
            // speaks HTTP/1.1, six downloads at a time, and on a phone's connection each wave of
            // six waits a round trip, so on every first visit those files cost two waves more
            // than one does (docs/decisions/024). Nothing a page loads later joins it: a module
            // only a page or a dialog uses is not among these.
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
