/**
 * Whether the error is a violation of the named unique index: the database's own word on a race two
 * requests ran (two builds at once, one domain for two sites). PGlite and pg both report SQLSTATE
 * 23505 with the constraint's name; Drizzle wraps the driver's error in its own (`cause`).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const seen = new Set<unknown>();
  for (let item = error; item && typeof item === 'object' && !seen.has(item); ) {
    seen.add(item);
    const { code, constraint: name, message } = item as Record<string, unknown>;
    if (
      code === '23505' &&
      (name === constraint || (typeof message === 'string' && message.includes(constraint)))
    )
      return true;
    item = (item as { cause?: unknown }).cause;
  }
  return false;
}
