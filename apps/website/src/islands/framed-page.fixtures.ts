// For happy-dom tests of an embed page inside a widget's frame: happy-dom's window is its own
// parent, so a host page that records what it is told stands in for it.

const realParent = Object.getOwnPropertyDescriptor(window, 'parent');

/** Puts the page at `path` in a frame named `name`; what it posts to its parent goes to `hear`. */
export function framedAt(
  path: string,
  name: string,
  hear: (data: unknown, origin: string) => void,
) {
  window.history.replaceState(null, '', path);
  window.name = name;
  const host = { postMessage: hear };
  Object.defineProperty(window, 'parent', { value: host, configurable: true });
}

/** The page back at / in no frame. */
export function unframe() {
  if (realParent) Object.defineProperty(window, 'parent', realParent);
  window.name = '';
  window.history.replaceState(null, '', '/');
}
