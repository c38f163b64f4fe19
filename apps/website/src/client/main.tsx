import { listenForAddToCart } from '../islands/add-to-cart';
import { hydrateIslands } from './islands';
import { foldMenu } from './menu';
import { startPreview } from './preview';

// The website's page script (docs/product/website.md): the server has drawn the whole page; this
// adds the cart, the checkout, the 'Add to cart' buttons and, inside the console, the live preview.
// A module script runs once the document is parsed.

hydrateIslands();
foldMenu(document);
listenForAddToCart(document);
const preview = document.querySelector<HTMLMetaElement>('meta[name="oc-preview"]');
if (preview?.content) startPreview(preview.content);
