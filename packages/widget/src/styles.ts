import { CHAT_PANEL_MAX } from '@oc/domain/widgets/widget-protocol';
import { readableTextColor } from './colour';

// Each widget's stylesheet, for its own shadow root (dom.ts shadowHost). The colour is a checked
// #RRGGBB (readOptions), so nothing from the page can end up as CSS of its own.

const LAUNCHER_GAP = 20;
const LAUNCHER_SIZE = 56;
const BAR_HEIGHT = 44;
const ON_TOP = 2147483000;

const base = (color: string) => {
  const text = readableTextColor(color);
  return `:host{all:initial;font:15px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111}[hidden]{display:none!important}button{font:inherit;font-weight:600;margin:0;border:0;cursor:pointer}svg{display:block;fill:currentColor}iframe{display:block;border:0;width:100%;background:#fff}:focus-visible{outline:3px solid ${color};outline-offset:2px}.bar :focus-visible{outline-color:currentColor;outline-offset:-4px}.launcher,.bar{background:${color};color:${text}}.bar{flex:none;display:flex;align-items:center;justify-content:space-between;gap:8px;height:${BAR_HEIGHT}px;padding-inline:16px 4px;font-weight:600}.bar span{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}.close{width:40px;height:40px;border-radius:50%;background:transparent;color:inherit;display:flex;align-items:center;justify-content:center;padding:0}.box{display:flex;flex-direction:column;background:#fff;overflow:hidden;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.3)}.box iframe{flex:1;min-height:0}.full{border-radius:0}`;
};

/**
 * A round launcher in the bottom corner at the end of the line, the right (the left on a right to
 * left page: the sides are the line's start and end, so it mirrors); the `slot`-th chat on the page
 * sits towards the start from the ones before it. A panel above it of at most CHAT_PANEL_MAX; on a
 * phone ('full') the panel fills the screen.
 */
export function chatCss(color: string, slot: number) {
  const end = LAUNCHER_GAP + slot * (LAUNCHER_SIZE + 16);
  const above = LAUNCHER_GAP * 2 + LAUNCHER_SIZE;
  return `${base(color)}.launcher{position:fixed;z-index:${ON_TOP};inset-inline-end:${end}px;bottom:${LAUNCHER_GAP}px;width:${LAUNCHER_SIZE}px;height:${LAUNCHER_SIZE}px;border-radius:50%;padding:0;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 14px rgba(0,0,0,.25)}.box{position:fixed;z-index:${ON_TOP + 1};inset-inline-end:${LAUNCHER_GAP}px;bottom:${above - LAUNCHER_GAP / 2}px;width:min(${CHAT_PANEL_MAX.width}px,calc(100vw - ${LAUNCHER_GAP * 2}px));height:min(${CHAT_PANEL_MAX.height}px,calc(100vh - ${above + LAUNCHER_GAP / 2}px))}.box.full{inset:0;width:100%;height:100%}`;
}

/** A button where the script is; a modal over the page, large on a desktop, the whole screen on a phone. */
export function popupCss(color: string) {
  return `${base(color)}.launcher{display:inline-flex;align-items:center;padding:12px 22px;border-radius:8px;box-shadow:0 2px 6px rgba(0,0,0,.2)}.backdrop{position:fixed;z-index:${ON_TOP + 1};inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55);overscroll-behavior:contain}.box{width:min(1000px,calc(100vw - 48px));height:min(900px,calc(100vh - 48px))}.full .box{width:100%;height:100%;border-radius:0}`;
}

export const INLINE_HEIGHT = 700;
export const inlineCss = () =>
  `:host{all:initial;display:block}iframe{display:block;border:0;width:100%;height:${INLINE_HEIGHT}px;background:#fff}`;
