import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { WIDGET_DIST_FILE } from '@oc/widget/dist-path';

// The ordering widget's loader (packages/widget, docs/product/widgets.md), served at
// WIDGET_SCRIPT_PATH on every website address. It is read when first asked for and kept, with its
// gzip made once; while the build is missing it is looked for again on every request, so building
// it does not need a restart.

export type TWidgetFile = {
  bytes: Buffer;
  gzip: Buffer;
  /**
   * Weak: the same loader is sent plain or gzipped, two byte sequences of one content, so one
   * validator serves both (a strong ETag would have to differ per encoding).
   */
  etag: string;
};

export type TWidgetScript = {
  /** Where the build writes the loader. */
  file: string;
  /** The loader, or null while it is not built. */
  read: () => TWidgetFile | null;
};

export function loadWidgetScript(file: string = WIDGET_DIST_FILE): TWidgetScript {
  let kept: TWidgetFile | null = null;
  return {
    file,
    read() {
      if (kept) return kept;
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch {
        return null;
      }
      const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
      kept = { bytes, gzip: gzipSync(bytes, { level: 9 }), etag: `W/"${hash}"` };
      return kept;
    },
  };
}

/**
 * Whether an Accept-Encoding header takes gzip: named with a q above 0, or not named and `*`
 * taken (RFC 9110 12.5.3).
 */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}
