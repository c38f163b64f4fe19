import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, hashOfKey } from '../../lib/storage';

// `npm run files:migrate` (docs/operations.md#moving-the-files): every stored file copied from
// one store to the other, as many times as it is run, each file's bytes checked against its key
// (an original's key is its SHA-256) or, for a file made from another (a resized image), against
// the source's bytes. A file is copied a piece at a time through a temporary file, never whole in
// memory; resized images, a few hundred KB, are copied whole.

export type TCopyReport = {
  copied: number;
  alreadyThere: number;
  /** Keys whose bytes do not match: in the source (damaged) or after the copy. */
  damaged: string[];
};

const isDerived = (key: string) => /\.w[0-9]{1,4}\.[a-z0-9]+$/.test(key);
const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** The SHA-256 of a stored file, read a piece at a time; null when it is not there. */
async function hashStored(store: FileStorage, key: string): Promise<string | null> {
  const opened = await store.open(key);
  if (!opened) return null;
  const hash = createHash('sha256');
  for await (const piece of opened.stream()) hash.update(piece as Buffer);
  return hash.digest('hex');
}

export async function copyStoredFiles(
  from: FileStorage,
  to: FileStorage,
  onProgress: (done: number, key: string) => void = () => undefined,
): Promise<TCopyReport> {
  const report: TCopyReport = { copied: 0, alreadyThere: 0, damaged: [] };
  const work = await mkdtemp(join(tmpdir(), 'oc-files-'));
  try {
    let done = 0;
    for await (const key of from.keys()) {
      const expected = isDerived(key) ? await hashStored(from, key) : hashOfKey(key);
      const sourceHash = isDerived(key) ? expected : await hashStored(from, key);
      if (expected === null || sourceHash !== expected) {
        report.damaged.push(key);
        continue;
      }
      const present = await hashStored(to, key);
      if (present === expected) {
        report.alreadyThere += 1;
      } else if (isDerived(key)) {
        const bytes = await from.get(key);
        if (bytes) await to.putDerived(key, bytes);
        report.copied += 1;
      } else {
        const opened = await from.open(key);
        const path = join(work, randomBytes(8).toString('hex'));
        if (opened) await pipeline(opened.stream(), createWriteStream(path));
        const stored = await to.putFile(path, extensionOf(key));
        await rm(path, { force: true });
        if (stored !== key) report.damaged.push(key);
        else report.copied += 1;
      }
      if ((await hashStored(to, key)) !== expected && !report.damaged.includes(key))
        report.damaged.push(key);
      done += 1;
      onProgress(done, key);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return report;
}
