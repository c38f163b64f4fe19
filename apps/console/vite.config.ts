import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Each file of 1 KB and more also as .br (quality 11) and .gz (level 9), made once here: the
    // server sends them as they are (console-static.ts, preCompressed) instead of compressing
    // every first visit's 900 KB again at brotli quality 4 (docs/decisions/021).
    compression({ threshold: 1024, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: { proxy: { '/api': 'http://localhost:8080', '/files': 'http://localhost:8080' } },
  // The manifest maps each route's module to its chunks: bench/bundle-size.mjs follows it.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500, manifest: true },
});
