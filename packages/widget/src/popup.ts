import { closeButton, followScreen, h, placeAfter, shadowHost, titleBar } from './dom';
import { popupCss } from './styles';
import type { TShell, TWidgetParts } from './widget.types';

/**
 * The popup: a button where the script tag is, and a modal dialog over the page. The dialog lives
 * at the end of the body, not beside the button, so that a transformed ancestor of the button
 * cannot confine its fixed position. Focus moves in on open, Tab and Shift+Tab go round the close
 * button and the frame, and focus returns to the button on close. From the moment it opens (its
 * frame still loading too) focus that lands anywhere on the page behind is brought back in.
 */
export function mountPopup({
  widget,
  options,
  narrow,
  frame,
  script,
  words,
}: TWidgetParts): TShell {
  const css = popupCss(options.buttonColor);
  const label = options.buttonText;
  const button = shadowHost(css, options.language);
  const launcher = h('button', { type: 'button', class: 'launcher' }, label);
  launcher.addEventListener('click', () => widget.open());
  button.root.append(launcher);
  placeAfter(script, button.host);

  const modal = shadowHost(css, options.language);
  const close = closeButton(words.close);
  // The frame's document is another origin's: Tab leaves it into whatever comes next in ours.
  // These two catch focus on either side of the dialog and send it back in.
  const before = h('span', { tabindex: '0' });
  const after = h('span', { tabindex: '0' });
  const dialog = h(
    'div',
    { class: 'box', role: 'dialog', 'aria-modal': 'true', 'aria-label': label },
    titleBar(label, close),
  );
  const backdrop = h('div', { class: 'backdrop', hidden: '' }, before, dialog, after);
  before.addEventListener('focus', () => frame().focus());
  after.addEventListener('focus', () => close.focus());
  close.addEventListener('click', () => widget.close());
  backdrop.addEventListener('click', (event) => {
    if (event.target === backdrop) widget.close();
  });
  // Whatever else moves focus to the page behind (a frame that cannot take it yet, the page's own
  // scripts) is undone. Focus on a widget (this one or another the page opened) is left where it is.
  document.addEventListener(
    'focusin',
    (event) => {
      const isOnWidget = event
        .composedPath()
        .some((node) => (node as Element).localName === modal.host.localName);
      if (!backdrop.hidden && !isOnWidget) close.focus();
    },
    true,
  );
  followScreen(narrow, backdrop);
  modal.root.append(backdrop);
  document.body.append(modal.host);

  return {
    show() {
      const frameElement = frame();
      if (!frameElement.isConnected) dialog.append(frameElement);
      backdrop.hidden = false;
      close.focus();
    },
    hide() {
      backdrop.hidden = true;
      launcher.focus();
    },
  };
}
