import { createHash } from 'node:crypto';

// project.pbxproj is an old-style (NeXTSTEP) property list: dictionaries of objects by id, each
// id followed by a comment naming the object, as Xcode writes it.

export type TPbxValue = string | TPbxValue[] | { [key: string]: TPbxValue };
export type TPbxObject = { isa: string; [key: string]: TPbxValue };

/** A stable 24-hex object id: the same project gives the same file, which keeps diffs readable. */
export function objectId(label: string): string {
  return createHash('sha256')
    .update(`owner-console-xcode:${label}`)
    .digest('hex')
    .slice(0, 24)
    .toUpperCase();
}

/**
 * A string: bare when it is only letters, digits and `_./` (and holds no `//` or `/*`, which would
 * read as a comment), else quoted with backslash escapes; control characters as \U escapes.
 */
function pbxString(value: string): string {
  if (/^[A-Za-z0-9_./]+$/.test(value) && !value.includes('//') && !value.includes('/*'))
    return value;
  const escaped = value.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are escaped
    /[\\"\u0000-\u001f\u007f]/g,
    (c) =>
      ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\t': '\\t', '\r': '\\r' })[c] ??
      `\\U${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `"${escaped}"`;
}

function pbxValue(value: TPbxValue, indent: string, comments: Map<string, string>): string {
  const withComment = (s: string) => {
    const comment = comments.get(s);
    return comment ? `${pbxString(s)} /* ${comment} */` : pbxString(s);
  };
  if (typeof value === 'string') return withComment(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return `(\n${indent})`;
    return `(\n${value.map((v) => `${indent}\t${pbxValue(v, `${indent}\t`, comments)},`).join('\n')}\n${indent})`;
  }
  const entries = Object.entries(value).map(
    ([k, v]) => `${indent}\t${pbxString(k)} = ${pbxValue(v, `${indent}\t`, comments)};`,
  );
  return `{\n${entries.join('\n')}\n${indent}}`;
}

/** The whole file: the objects in sections by isa, both sorted, then the root object's id. */
export function pbxDocument(
  objects: Map<string, TPbxObject>,
  rootObject: string,
  comments: Map<string, string>,
): string {
  const line = (id: string, object: TPbxObject) =>
    `\t\t${pbxValue(id, '\t\t', comments)} = ${pbxValue(object, '\t\t', comments)};`;
  const body = [...new Set([...objects.values()].map((o) => o.isa))]
    .sort()
    .map((isa) => {
      const lines = [...objects.keys()]
        .filter((id) => objects.get(id)?.isa === isa)
        .sort()
        .map((id) => line(id, objects.get(id) as TPbxObject));
      return `\n/* Begin ${isa} section */\n${lines.join('\n')}\n/* End ${isa} section */\n`;
    })
    .join('');
  return `// !$*UTF8*$!
{
\tarchiveVersion = 1;
\tclasses = {
\t};
\tobjectVersion = 56;
\tobjects = {
${body}\t};
\trootObject = ${pbxValue(rootObject, '\t', comments)};
}
`;
}
