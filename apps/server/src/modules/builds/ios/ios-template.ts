import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_DIR } from '../../../lib/server-dir';

// The project's files that are the same for every app (the Swift sources, the workspace) are
// shipped as they are under template/, by their path in the project's `App` folder, and found from
// SERVER_DIR so that the bundled server (dist/main.js) reads them from src/ too. No owner value is
// in them: the Swift code reads the name and address from config.json in the app's bundle.
const TEMPLATE = join(SERVER_DIR, 'src', 'modules', 'builds', 'ios', 'template');

/** A file of the template, by its path in the project. */
export function templateFile(path: string): Promise<Buffer> {
  return readFile(join(TEMPLATE, path));
}
