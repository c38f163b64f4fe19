import { openDatabase } from './db/client';
import { EnvError, parseEnv } from './env';
import { createDiskStorage } from './lib/storage';
import { copyStoredFiles } from './modules/files/copy-stored-files';
import { createDatabaseStorage } from './modules/files/database-file-storage';
import { filesDir } from './modules/files/open-file-storage';

// npm run files:migrate -- --to postgres | --to disk (docs/operations.md#moving-the-files): copies
// the stored files from this machine's disk (DATA_DIR/files) into the database the environment
// names (DATABASE_URL, else the embedded one under DATA_DIR), or back. Run it again at any time:
// what is there already is checked, not copied twice. Exits 1 when a file's bytes do not match
// its key, naming it.

async function main() {
  const to = process.argv[process.argv.indexOf('--to') + 1];
  if (!process.argv.includes('--to') || (to !== 'postgres' && to !== 'disk')) {
    process.stderr.write(
      'Say where the files go: npm run files:migrate -- --to postgres (from DATA_DIR/files into the database) or --to disk (back).\n',
    );
    process.exitCode = 2;
    return;
  }
  const env = parseEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const disk = createDiskStorage(filesDir(env));
    const inDatabase = createDatabaseStorage(database.db);
    const [from, into] = to === 'postgres' ? [disk, inDatabase] : [inDatabase, disk];
    const report = await copyStoredFiles(from, into, (done) => {
      if (done % 100 === 0) process.stdout.write(`${done} files checked\n`);
    });
    process.stdout.write(
      `Copied ${report.copied} files to ${to === 'postgres' ? 'the database' : filesDir(env)}; ${report.alreadyThere} were there already.\n`,
    );
    if (report.damaged.length > 0) {
      process.stderr.write(
        `These files' bytes do not match their names, so they were not copied (restore them from a backup):\n${report.damaged.map((k) => `  ${k}`).join('\n')}\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
