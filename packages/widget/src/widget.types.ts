import type { TOptions } from './options';
import type { TWidget } from './registry';
import type { WORDS } from './words';

// What widget.ts hands the parts it builds a widget from (chat.ts, popup.ts, inline.ts), and what
// they hand back. Its own file so that those parts, which widget.ts imports, need not import it back.

/** How a chat or popup shows and hides itself (chat.ts, popup.ts). */
export interface TShell {
  show(moveFocus: boolean): void;
  hide(): void;
}

/** What a widget's parts (chat.ts, popup.ts, inline.ts) get to build it. */
export interface TWidgetParts {
  widget: TWidget;
  options: TOptions;
  script: HTMLScriptElement;
  /** Matches while the screen is a phone's (NARROW_SCREEN_MAX px wide or less). */
  narrow: MediaQueryList;
  /** The loader's own words in the widget's language (words.ts). */
  words: (typeof WORDS)[keyof typeof WORDS];
  /** The widget's frame; the first call makes it, at `path` or else the start page. */
  frame(path?: string): HTMLIFrameElement;
}
