import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Where `npm run build -w @oc/widget` writes the loader; the server serves this file at
// WIDGET_SCRIPT_PATH (/widget/v1.js) on every website address. Found through this package's own
// name rather than this file's URL: bundled into the server's dist/main.js, import.meta.url is the
// bundle's.
const SRC_DIR = dirname(createRequire(import.meta.url).resolve('@oc/widget/dist-path'));
export const WIDGET_DIST_FILE = join(SRC_DIR, '..', 'dist', 'v1.js');
