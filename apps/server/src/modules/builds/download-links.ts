import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TArtifactExtension, TBuildMode } from '@oc/domain/builds/build.schema';

// Signed download links (docs/product/api.md#builds, docs/decisions/014-build-jobs.md): a QR code
// on a phone cannot send the owner's bearer token, so the console asks for a link that carries its
// own authority: one built app's bytes, until it expires, and nothing else.

/** The label of the key the links are signed with (TSecretBox.deriveKey): one purpose, one key. */
export const DOWNLOAD_LINK_KEY_LABEL = 'download-links';
/** How long a link works. */
export const DOWNLOAD_LINK_SECONDS = 24 * 60 * 60;

export type TSignedDownload = {
  appId: number;
  platform: TPlatform;
  mode: TBuildMode;
  extension: TArtifactExtension;
  builtAppId: number;
  /** Unix seconds. */
  expires: number;
};

/**
 * The signature: base64url HMAC-SHA256 over every part of the address the link opens, so that
 * changing any of them (another app, another file, a later expiry) breaks it.
 */
export function signDownload(key: Buffer, link: TSignedDownload): string {
  const text = [
    'download',
    link.appId,
    link.platform,
    link.mode,
    link.extension,
    link.builtAppId,
    link.expires,
  ].join('\n');
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** Whether the signature is the link's own (compared in constant time) and it has not expired. */
export function isDownloadLinkValid(
  key: Buffer,
  link: TSignedDownload,
  signature: string,
  nowSeconds: number,
): boolean {
  if (!(link.expires > nowSeconds)) return false;
  const expected = Buffer.from(signDownload(key, link));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The query a signed link adds to the download address. */
export function downloadLinkQuery(key: Buffer, link: TSignedDownload): string {
  const query = new URLSearchParams({
    built: String(link.builtAppId),
    expires: String(link.expires),
    signature: signDownload(key, link),
  });
  return query.toString();
}

/** What a download is served as: installers by their own type, never something a browser runs. */
export const DOWNLOAD_CONTENT_TYPES: Record<TArtifactExtension, string> = {
  apk: 'application/vnd.android.package-archive',
  aab: 'application/octet-stream',
  ipa: 'application/octet-stream',
  zip: 'application/zip',
};
