import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * apps/server/, found through the package's own name (a workspace link) rather than relative to
 * the calling file: the same from src/ (tsx, tests) and from the bundle dist/main.js (npm start),
 * where every module shares the bundle's import.meta.url. Files the server reads at run time
 * (migrations, the Android and iOS templates, KeystoreProbe.java, the console's build) are joined
 * to it.
 */
export const SERVER_DIR = dirname(
  createRequire(import.meta.url).resolve('@oc/server/package.json'),
);
