import { listenForAddToCart } from '../islands/add-to-cart';
import { keepLinksInFrame } from './embed-links';
import { hydrateIslands, pageWordsOf } from './islands';
import { followLanguage } from './language';
import { foldMenu } from './menu';
import { followOrders } from './order-status';
import { startPreview } from './preview';
import { startWidgetMessages } from './widget-messages';

// The website's page script (docs/product/website.md): the server has drawn the whole page; this
// adds the cart, the checkout, the 'Add to cart' buttons, the live status of orders, inside the
// console the live preview, and on an embed page (docs/product/widgets.md) the widget's messages to
// the host page and links that stay in the frame. A module script runs once the document is parsed.

followLanguage(window);
hydrateIslands();
foldMenu(document);
listenForAddToCart(document, pageWordsOf(document));
const preview = document.querySelector<HTMLMetaElement>('meta[name="oc-preview"]');
if (preview?.content) startPreview(preview.content);
keepLinksInFrame(document);
startWidgetMessages(window);
followOrders(document);
