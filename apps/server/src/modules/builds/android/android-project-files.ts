import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SERVER_DIR } from '../../../lib/server-dir';
import type { TFiles } from './android-images';

// The files of an Android project: our template's (the WebView screen as smali for apktool, as
// Java for Gradle) and writing a project's files under a directory.

const TEMPLATE = join(SERVER_DIR, 'src', 'modules', 'builds', 'android', 'template');

export async function writeFiles(root: string, files: TFiles) {
  for (const [path, content] of files) {
    const target = join(root, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** The files of a template directory, by path relative to it. */
export async function templateFiles(dir: string, prefix = ''): Promise<TFiles> {
  const files: TFiles = new Map();
  for (const entry of await readdir(join(TEMPLATE, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory())
      for (const [p, c] of await templateFiles(path, `${relative}/`)) files.set(p, c);
    else files.set(relative, await readFile(join(TEMPLATE, path)));
  }
  return files;
}
