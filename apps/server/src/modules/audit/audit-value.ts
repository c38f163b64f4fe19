// How a changed value is kept in an entry: plain values as they are, an image or file by its file
// name (the address of a stored file says nothing to the owner, its name does), and a long text cut
// short so one rich-text save does not hold the whole page twice.

const KEPT = 500;
const FILE_URL = /^(?:https?:\/\/[^/]+)?\/files\/(?:.*\/)?([^/?#]+)(?:[?#].*)?$/;

export function auditValue(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const file = FILE_URL.exec(value);
  if (file?.[1]) return decodeURIComponent(file[1]);
  return value.length > KEPT ? `${value.slice(0, KEPT - 1)}…` : value;
}
