import { h, placeAfter, shadowHost } from './dom';
import { warn } from './options';
import { pageAddress } from './page-address';
import { inlineCss } from './styles';
import type { TWidgetParts } from './widget.types';

/**
 * The inline widget: the frame in the element data-target names (or right after the script).
 * The page's first inline widget keeps its page in the address (page-address.ts); a page has one
 * address, so any other inline widget on it always starts at its data-start.
 */
export function mountInline(parts: TWidgetParts, ownsAddress: boolean) {
  const { options, script, frame } = parts;
  let container = options.target ? document.getElementById(options.target) : null;
  if (options.target && !container)
    warn(`there is no element with id="${options.target}"; placing the widget after its script.`);
  if (!container) {
    container = h('div', {});
    placeAfter(script, container);
  }
  if (!ownsAddress && options.basePath)
    warn(
      `only the page's first inline widget keeps its page in the address; ${parts.widget.id} does not.`,
    );
  const address = ownsAddress ? pageAddress(options.basePath) : null;
  const { host, root } = shadowHost(inlineCss(), options.language);
  root.append(frame(address?.read() ?? options.start));
  container.append(host);
  return address;
}
