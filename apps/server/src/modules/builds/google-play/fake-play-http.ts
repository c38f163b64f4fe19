import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What the stand-in for Google Play (fake-google-play.ts) answers with and reads: Google's error
// envelope, bodies within a cap, and an APK's package and version code.

/** A WebView app's APK is a few MB; the cap keeps a runaway upload from filling memory. */
const MAX_UPLOAD = 200 * 1024 * 1024;
const AAPT_TIMEOUT_MS = 20_000;

/** Google's error envelope. */
export function googleError(
  res: ServerResponse,
  code: number,
  status: string,
  message: string,
  reason: string,
) {
  send(res, code, {
    error: { code, message, status, errors: [{ message, domain: 'global', reason }] },
  });
}

export function send(res: ServerResponse, code: number, body: unknown) {
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The package name and version code of an APK, as `aapt dump badging` reads them: the real tool,
 * on a file in a private temporary directory, arguments as an array, no shell, a minimal
 * environment. null when aapt cannot read it (not an APK).
 */
export async function badging(
  apk: Buffer,
): Promise<{ packageName: string; versionCode: number } | null> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-play-'));
  try {
    const file = join(dir, 'upload.apk');
    await writeFile(file, apk, { mode: 0o600 });
    const output = await new Promise<string | null>((resolve) => {
      const child = spawn('aapt', ['dump', 'badging', file], {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: AAPT_TIMEOUT_MS,
      });
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (data: string) => {
        out += data;
      });
      child.on('error', () => resolve(null));
      child.on('close', (code) => resolve(code === 0 ? out : null));
    });
    const line = output?.split('\n').find((l) => l.startsWith('package:'));
    const name = line && /\bname='([^']*)'/.exec(line)?.[1];
    const code = line && /\bversionCode='(\d+)'/.exec(line)?.[1];
    return name && code ? { packageName: name, versionCode: Number(code) } : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
