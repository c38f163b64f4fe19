import { expect } from 'vitest';

// Small readers of the two property list formats the Xcode project uses (XML for Info.plist and
// ExportOptions.plist, old-style for project.pbxproj) and a balance check for its XML documents.

export type TValue = string | number | boolean | TValue[] | { [key: string]: TValue };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTITIES[e] ?? `&${e};`),
  );

/** An XML property list: throws on anything unbalanced or unknown. */
export function parseXmlPlist(xml: string): TValue {
  const body = /<plist version="1.0">([\s\S]*)<\/plist>\s*$/.exec(xml)?.[1];
  if (body === undefined) throw new Error('no plist element');
  const tokens = body.match(/<[^>]+>|[^<]+/g) ?? [];
  let i = 0;
  const next = () => {
    while (
      i < tokens.length &&
      !(tokens[i] as string).startsWith('<') &&
      !(tokens[i] as string).trim()
    )
      i++;
    return tokens[i++] as string;
  };
  const value = (): TValue => {
    const tag = next();
    if (tag === '<true/>') return true;
    if (tag === '<false/>') return false;
    if (tag === '<string/>') return '';
    if (tag === '<string>' || tag === '<integer>' || tag === '<key>') {
      let text = '';
      if (!(tokens[i] as string).startsWith('<')) text = tokens[i++] as string;
      const close = tokens[i++];
      if (close !== tag.replace('<', '</')) throw new Error(`unclosed ${tag}`);
      return tag === '<integer>' ? Number(text) : unescapeXml(text);
    }
    if (tag === '<array>') {
      const list: TValue[] = [];
      while (tokens[i] !== '</array>' && i < tokens.length) {
        if (!(tokens[i] as string).trim()) {
          i++;
          continue;
        }
        list.push(value());
      }
      if (next() !== '</array>') throw new Error('unclosed array');
      return list;
    }
    if (tag === '<dict>') {
      const dict: Record<string, TValue> = {};
      for (;;) {
        const key = next();
        if (key === '</dict>') return dict;
        if (key !== '<key>') throw new Error(`expected key, got ${key}`);
        i--;
        const name = value() as string;
        dict[name] = value();
      }
    }
    throw new Error(`unexpected ${tag}`);
  };
  const result = value();
  if (tokens.slice(i).some((t) => t.trim())) throw new Error('content after the root value');
  return result;
}

/** An old-style (NeXTSTEP) property list, as project.pbxproj is: throws on anything malformed. */
export function parsePbx(text: string): TValue {
  let i = 0;
  const skip = () => {
    for (;;) {
      while (/\s/.test(text[i] ?? '')) i++;
      if (text.startsWith('//', i)) i = text.indexOf('\n', i) + 1 || text.length;
      else if (text.startsWith('/*', i)) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) throw new Error('unclosed comment');
        i = end + 2;
      } else return;
    }
  };
  const expect_ = (c: string) => {
    skip();
    if (text[i] !== c) throw new Error(`expected ${c} at ${i}, got ${text.slice(i, i + 20)}`);
    i++;
  };
  const value = (): TValue => {
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      const dict: Record<string, TValue> = {};
      for (;;) {
        skip();
        if (text[i] === '}') {
          i++;
          return dict;
        }
        const key = value();
        if (typeof key !== 'string') throw new Error('key is not a string');
        expect_('=');
        dict[key] = value();
        expect_(';');
      }
    }
    if (c === '(') {
      i++;
      const list: TValue[] = [];
      for (;;) {
        skip();
        if (text[i] === ')') {
          i++;
          return list;
        }
        list.push(value());
        skip();
        if (text[i] === ',') i++;
        else if (text[i] !== ')') throw new Error(`expected , or ) at ${i}`);
      }
    }
    if (c === '"') {
      i++;
      let out = '';
      while (text[i] !== '"') {
        if (i >= text.length) throw new Error('unclosed string');
        if (text[i] === '\\') {
          const e = text[i + 1] as string;
          if (e === 'U') {
            out += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
            i += 6;
            continue;
          }
          out += ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? e;
          i += 2;
        } else out += text[i++];
      }
      i++;
      return out;
    }
    const bare = /^[A-Za-z0-9_$+/:.-]+/.exec(text.slice(i))?.[0];
    if (!bare) throw new Error(`unexpected ${text.slice(i, i + 20)}`);
    i += bare.length;
    return bare;
  };
  if (!text.startsWith('// !$*UTF8*$!\n')) throw new Error('no UTF-8 marker');
  const root = value();
  skip();
  if (i !== text.length) throw new Error('content after the root dictionary');
  return root;
}

/** Every element of an XML document closes, in order (enough to catch a broken template). */
export function expectBalancedXml(xml: string) {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of xml.matchAll(
    /<(\/?)([A-Za-z][\w.:-]*)[^>]*?(\/?)>/g,
  )) {
    if (selfClosing) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name as string);
  }
  expect(stack).toEqual([]);
}
