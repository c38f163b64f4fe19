// Creates an empty PGlite data directory and exits: run by openDatabase (db/client.ts) in a
// process of its own, `node pglite-init.js <dir>`. PGlite builds a new directory by running initdb
// in a second, temporary instance; the WebAssembly memory that takes (about 750 MB at its peak, of
// which some 430 MB stays held) would otherwise stay with the server for its whole life. Here it
// goes back to the system when this process ends, and the server opens the finished directory.
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: pglite-init <data dir>\n');
  process.exit(2);
}
try {
  const db = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  await db.close();
} catch (error) {
  // PGlite's file errors carry only an errno; the parent puts this line in its own error.
  const errno = (error as { errno?: unknown }).errno;
  process.stderr.write(
    `${error instanceof Error ? error.message : 'file system error'}${errno === undefined ? '' : ` (errno ${errno})`}\n`,
  );
  process.exit(1);
}
