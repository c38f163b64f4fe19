import {
  CHAT_ICON,
  CLOSE_ICON,
  closeButton,
  followScreen,
  h,
  icon,
  setIcon,
  shadowHost,
  titleBar,
} from './dom';
import { chatCss } from './styles';
import type { TShell, TWidgetParts } from './widget.types';

/**
 * The chat: a round launcher in the corner and a panel with the frame. Not modal: the page stays
 * usable, so focus is not trapped; it moves into the panel when the visitor opens it and back to
 * the launcher when the panel closes while it held focus.
 */
export function mountChat(
  { widget, options, narrow, frame, words }: TWidgetParts,
  slot: number,
): TShell {
  const { host, root } = shadowHost(chatCss(options.buttonColor, slot), options.language);
  const glyph = icon(CHAT_ICON);
  const label = options.buttonText;
  const launcher = h(
    'button',
    {
      type: 'button',
      class: 'launcher',
      title: label,
      'aria-label': label,
      'aria-expanded': 'false',
    },
    glyph,
  );
  const close = closeButton(words.close);
  const panel = h(
    'div',
    { class: 'box', role: 'dialog', 'aria-label': label, hidden: '' },
    titleBar(label, close),
  );
  launcher.addEventListener('click', () => (widget.isOpen ? widget.close() : widget.open()));
  close.addEventListener('click', () => widget.close());
  followScreen(narrow, panel);
  root.append(launcher, panel);
  document.body.append(host);

  return {
    show(moveFocus) {
      const frameElement = frame();
      if (!frameElement.isConnected) panel.append(frameElement);
      panel.hidden = false;
      launcher.setAttribute('aria-expanded', 'true');
      setIcon(glyph, CLOSE_ICON);
      if (moveFocus) close.focus();
    },
    hide() {
      // Focus inside a shadow root shows as its host in the document.
      const hadFocus = document.activeElement === host;
      panel.hidden = true;
      launcher.setAttribute('aria-expanded', 'false');
      setIcon(glyph, CHAT_ICON);
      if (hadFocus) launcher.focus();
    },
  };
}
