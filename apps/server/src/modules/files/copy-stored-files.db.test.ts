import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { TDatabase } from '../../db/client';
import { createDiskStorage } from '../../lib/storage';
import { copyStoredFiles } from './copy-stored-files';
import { createDatabaseStorage, FILE_CHUNK_BYTES } from './database-file-storage';

let database: TDatabase;
let work: string;
beforeAll(async () => {
  database = await openTestDatabase();
  work = await mkdtemp(join(tmpdir(), 'oc-copy-'));
});
afterAll(async () => {
  await database?.close();
  await rm(work, { recursive: true, force: true });
});

describe('files:migrate', () => {
  it('copies every file into the database and back, each once, each checked', async () => {
    const disk = createDiskStorage(join(work, 'files'));
    const large = randomBytes(FILE_CHUNK_BYTES * 2 + 99);
    const apkPath = join(work, 'app.apk');
    await writeFile(apkPath, large);
    const apk = await disk.putFile(apkPath, 'apk');
    const image = await disk.put(randomBytes(2000), 'png');
    const resized = image.replace(/\.png$/, '.w320.png');
    await disk.putDerived(resized, randomBytes(700));

    const inDatabase = createDatabaseStorage(database.db);
    const first = await copyStoredFiles(disk, inDatabase);
    expect(first).toEqual({ copied: 3, alreadyThere: 0, damaged: [] });
    expect((await inDatabase.get(apk))?.equals(large)).toBe(true);

    // Again: nothing copied twice.
    expect(await copyStoredFiles(disk, inDatabase)).toEqual({
      copied: 0,
      alreadyThere: 3,
      damaged: [],
    });

    // And back, onto an empty disk: the same bytes under the same keys.
    const back = createDiskStorage(join(work, 'back'));
    const report = await copyStoredFiles(inDatabase, back);
    expect(report.damaged).toEqual([]);
    expect(report.copied).toBeGreaterThanOrEqual(3);
    for (const key of [apk, image, resized])
      expect((await back.get(key))?.equals((await disk.get(key)) as Buffer), key).toBe(true);
  });

  it('names a file whose bytes no longer match its key, and copies the rest', async () => {
    const disk = createDiskStorage(join(work, 'damaged'));
    const good = await disk.put(randomBytes(100), 'jpg');
    const bad = await disk.put(randomBytes(100), 'jpg');
    // A disk fault: the file under its key now holds other bytes.
    await mkdir(join(work, 'damaged', bad.slice(0, 2)), { recursive: true });
    await writeFile(join(work, 'damaged', bad), randomBytes(100));
    const target = createDiskStorage(join(work, 'damaged-copy'));
    const report = await copyStoredFiles(disk, target);
    expect(report.damaged).toEqual([bad]);
    expect(await target.get(bad)).toBeNull();
    expect(await target.get(good)).not.toBeNull();
  });
});
