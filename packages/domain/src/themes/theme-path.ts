// Reading and writing one leaf of the theme values tree by its dotted path ('a.components.b').
export type TTree = Record<string, unknown>;

const isObject = (v: unknown): v is TTree =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function getPath(tree: TTree, path: string): unknown {
  let node: unknown = tree;
  for (const key of path.split('.')) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** A copy of the tree with one leaf set; the objects on the way are copied, the rest is shared. */
export function setPath(tree: TTree, path: string, value: unknown): TTree {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') throw new Error('empty path');
  if (head === '__proto__' || head === 'constructor' || head === 'prototype')
    throw new Error(`unsafe path: ${path}`);
  const child = isObject(tree[head]) ? (tree[head] as TTree) : {};
  return { ...tree, [head]: rest.length === 0 ? value : setPath(child, rest.join('.'), value) };
}
