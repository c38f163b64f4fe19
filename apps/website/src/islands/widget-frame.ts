import {
  frameName,
  parseFrameName,
  type TFrameMessage,
  WIDGET_MESSAGE_SOURCE,
} from '@oc/domain/widgets/widget-protocol';
import { splitBase } from '../routes';

// An embed page inside an ordering widget's frame (packages/domain/src/widgets/widget-protocol.ts):
// the loader named the frame `frameName(widget id, host page origin, kept)`, a name the frame keeps
// across its navigations. Messages go to that origin only, so no other page that might hold the
// frame hears them.

type TMessage = TFrameMessage extends infer M
  ? M extends TFrameMessage
    ? Omit<M, 'source' | 'widget'>
    : never
  : never;

export type TWidgetFrame = {
  /** The path without /embed. */
  path: string;
  post(message: TMessage): void;
  /** What the frame keeps between its pages (the cart), '' for nothing. */
  kept(): string;
  /** Keeps `value` in the frame's name and has the loader keep it in the host page's storage. */
  keep(value: string): void;
};

/** An origin as `location.origin` writes it (`https://shop.example`), not any other string. */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** This page as a widget's frame; null when it is not one (not an embed page, not framed, not named by the loader). */
export function widgetFrameOf(win: Window): TWidgetFrame | null {
  const { embed, path } = splitBase(win.location.pathname);
  const frame = parseFrameName(win.name);
  if (!embed || !frame || win.parent === win || !isOrigin(frame.hostOrigin)) return null;
  const { widgetId, hostOrigin } = frame;
  const post = (message: TMessage) =>
    win.parent.postMessage(
      { source: WIDGET_MESSAGE_SOURCE, widget: widgetId, ...message } as TFrameMessage,
      hostOrigin,
    );
  return {
    path,
    post,
    kept: () => parseFrameName(win.name)?.kept ?? '',
    keep(value) {
      win.name = frameName(widgetId, hostOrigin, value);
      post({ type: 'keep', kept: value });
    },
  };
}
