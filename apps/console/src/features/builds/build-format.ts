// How times and sizes of builds are put into words: the numbers here, the words in en.json.

/** Sizes under 1 MB in KB, larger in MB (1024 bytes to the KB, as everywhere in the console). */
export function sizeIn(bytes: number): { value: number; unit: 'KB' | 'MB' } {
  const kb = bytes / 1024;
  return kb < 1024 ? { value: Math.max(1, kb), unit: 'KB' } : { value: kb / 1024, unit: 'MB' };
}
