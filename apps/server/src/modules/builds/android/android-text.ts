// Owner text in the Android resources: a string resource is read twice, first as XML, then by aapt,
// which has rules of its own (a backslash escapes, quotes delimit, runs of white space collapse,
// and a leading @ or ? makes the text a reference to another resource). Both are applied here, so
// that any name reaches the device exactly as the owner typed it.

/** Text for an XML element. */
export function xmlText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const hex4 = (code: number) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The content of a <string> element that aapt turns back into exactly `value` (the element needs
 * formatted="false" too, or aapt refuses text with two % in it).
 */
export function androidString(value: string): string {
  const chars = [...value];
  const last = chars.length - 1;
  const escaped = chars.map((char, index) => {
    const code = char.codePointAt(0) ?? 0;
    switch (char) {
      case '\\':
      case "'":
      case '"':
        return `\\${char}`;
      case '\n':
        return '\\n';
      case '\t':
        return '\\t';
      case '@':
      case '?':
        // Only a leading one makes a reference.
        return index === 0 ? `\\${char}` : char;
      case ' ':
        // aapt trims the ends and collapses runs: a space it would drop is written as a code.
        return index === 0 || index === last || chars[index - 1] === ' ' ? hex4(32) : ' ';
    }
    // Control characters (XML cannot hold most of them raw) and lone surrogates (not text).
    if (code < 0x20 || code === 0x7f || code === 0xfffe || code === 0xffff) return hex4(code);
    if (code >= 0xd800 && code <= 0xdfff) return hex4(0xfffd);
    return char;
  });
  return xmlText(escaped.join(''));
}
