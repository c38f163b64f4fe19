/** Characters XML 1.0 cannot hold at all (most control characters, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(
      /[<>&'"]/g,
      (c) =>
        ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
    );
}

type TPlistValue = string | number | boolean | TPlistValue[] | { [key: string]: TPlistValue };

function plistValue(value: TPlistValue, indent: string): string {
  if (typeof value === 'string') return `${indent}<string>${xmlText(value)}</string>`;
  if (typeof value === 'number') return `${indent}<integer>${Math.trunc(value)}</integer>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (Array.isArray(value))
    return `${indent}<array>\n${value.map((v) => plistValue(v, `${indent}\t`)).join('\n')}\n${indent}</array>`;
  const entries = Object.entries(value).map(
    ([k, v]) => `${indent}\t<key>${xmlText(k)}</key>\n${plistValue(v, `${indent}\t`)}`,
  );
  return `${indent}<dict>\n${entries.join('\n')}\n${indent}</dict>`;
}

/** An XML property list, as Xcode and plutil write it. */
export function plist(value: { [key: string]: TPlistValue }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
${plistValue(value, '')}
</plist>
`;
}
