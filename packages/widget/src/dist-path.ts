import { fileURLToPath } from 'node:url';

// Where `npm run build -w @oc/widget` writes the loader; the server serves this file at
// WIDGET_SCRIPT_PATH (/widget/v1.js) on every website address.
export const WIDGET_DIST_FILE = fileURLToPath(new URL('../dist/v1.js', import.meta.url));
