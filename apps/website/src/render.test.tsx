import { demoMenu } from '@oc/domain/catalogue/demo-menu';
import type { TOrder } from '@oc/domain/orders/order.schema';
import { setPath } from '@oc/domain/themes/theme-path';
import { describe, expect, it } from 'vitest';
import { demoFacts } from './pages/demo-facts';
import { formatPrice } from './pages/format';
import { renderNoSitePage, renderPage, type TWebsiteInput } from './render';
import { BUSINESSES, FRANCHISE, fileUrl, ORDERS, PAGES, sampleInput } from './render.fixtures';
import type { TRoute } from './routes';
import type { TPageData, TWebsiteBusiness } from './site-input';

const input = (over: Partial<TWebsiteInput> = {}): TWebsiteInput => ({
  origin: 'http://demo.localhost:8080',
  site: { kind: 'ordering', name: 'Demo <Eats>', description: 'Hungry?', logo: null, image: null },
  values: {},
  flags: { isApp: false, isKiosk: false, isFranchise: false },
  franchise: null,
  route: { page: 'home' },
  data: { page: 'home', featured: [{ slug: 'pizza', name: 'Pizza', logo: null, header: null }] },
  assets: { style: '/_site/assets/site.css', script: null },
  preview: null,
  embed: false,
  ...over,
});

describe('renderPage', () => {
  it('puts the name, escaped, and the businesses in the first response', () => {
    const { status, html } = renderPage(input());
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html><html lang="en"><head>')).toBe(true);
    expect(html).toContain('<h1>Demo &lt;Eats></h1>');
    expect(html).toContain('href="/store/pizza"');
  });

  it('places the owner code in head and body, and leaves it out of the preview', () => {
    const values = {
      third_party_code: {
        head: '<meta name="x-owner" content="1">',
        body: '<script>window.owner=1</script>',
      },
    };
    const { html } = renderPage(input({ values }));
    expect(html.indexOf('<meta name="x-owner" content="1">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<script>window\.owner=1<\/script><\/body><\/html>$/);
    const preview = renderPage(
      input({ values, preview: { consoleOrigin: 'http://localhost:8080' } }),
    );
    expect(preview.html).not.toContain('x-owner');
    expect(preview.html).not.toContain('window.owner');
  });

  it('answers 404 for a page that is not there', () => {
    const { status, html } = renderPage(
      input({
        route: { page: 'not_found' },
        data: { page: 'not_found', title: 'Page not found', detail: 'No page here.' },
      }),
    );
    expect(status).toBe(404);
    expect(html).toContain('No page here.');
  });
});

const at = (i: number, values: Record<string, unknown> = {}) =>
  renderPage(sampleInput(PAGES[i] as [TRoute, TPageData], values)).html;
const pageOf = (name: TPageData['page'], values: Record<string, unknown> = {}) =>
  at(
    PAGES.findIndex(([, data]) => data.page === name),
    values,
  );
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('every page', () => {
  it.each(PAGES.map((p, i) => [p[1].page, i] as const))(
    '%s has one h1, a skip link and sized, described images',
    (_name, i) => {
      const html = at(i);
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).toContain('<a class="skip-link" href="#main">');
      for (const img of html.match(/<img [^>]*>/g) ?? []) {
        // Preact writes an empty alt as a bare `alt`, which HTML reads as empty.
        expect(img).toMatch(/ alt(="[^"]*")?[ />]/);
        expect(img).toMatch(/ width="\d+"/);
        expect(img).toMatch(/ height="\d+"/);
        const src = img.match(/ src="([^"]+)"/)?.[1] ?? '';
        if (src.startsWith('/files/')) {
          expect(img).toContain(
            `srcset="${src}?w=320 320w, ${src}?w=640 640w, ${src}?w=1280 1280w"`,
          );
          expect(img).toMatch(/ sizes="[^"]+"/);
        }
      }
    },
  );
});

describe('the listing', () => {
  it('shows the businesses, the highest rated, categories, cities and links to other pages', () => {
    const html = pageOf('listing');
    for (const b of BUSINESSES) expect(html).toContain(`href="/store/${b.slug}"`);
    expect(html).toContain('Highest rated');
    expect(html).toContain('id="categories-title"');
    expect(html).toContain('id="cities-title"');
    // Page 2 of 4: previous is page 1 (the bare address), next is page 3.
    expect(html).toContain('<a href="/businesses" rel="prev">');
    expect(html).toContain('<a href="/businesses?page=3" rel="next">');
    expect(html).toContain('href="/businesses?page=2" aria-current="page"');
  });

  it('draws a business without images with the theme dummies, else a neutral box', () => {
    const values = setPath(
      setPath({}, 'business_view.components.header.components.logo.dummy_image', fileUrl('1')),
      'business_view.components.header.components.dummy_image',
      fileUrl('2'),
    );
    const card = (html: string, slug: string) =>
      html.slice(
        html.lastIndexOf('<li class="business-card"', html.lastIndexOf(`/store/${slug}"`)),
      );
    const plain = card(pageOf('listing'), 'green-bowl');
    expect(plain).toMatch(
      /^<li class="business-card"><div class="card-media"><span class="placeholder/,
    );
    const dummies = card(pageOf('listing', values), 'green-bowl');
    expect(dummies).toContain(`src="${fileUrl('2')}"`);
    expect(dummies).toContain(`src="${fileUrl('1')}"`);
    // A business's own images win over the dummies.
    expect(card(pageOf('listing', values), 'pizza-palace')).toContain(`src="${fileUrl('b')}"`);
  });

  it('sets the businesses per row and puts the offer badge in the chosen corner', () => {
    const values = setPath(
      setPath({}, 'business_listing_view.components.layout.rows', '4'),
      'business_listing_view.components.business.components.offer.position',
      'bottom_right',
    );
    const html = pageOf('listing', values);
    expect(html).toContain('--oc-columns:4');
    expect(html).toContain('class="badge offer offer-bottom_right">2 for 1 on drinks</span>');
  });

  it('says the listing is off when the owner hides it, and the homepage stops linking to it', () => {
    const values = setPath({}, 'business_listing_view.hidden', true);
    expect(mainOf(pageOf('listing', values))).toContain('This site does not list its businesses.');
    expect(mainOf(pageOf('listing', values))).not.toContain('/store/');
    expect(mainOf(pageOf('home', values))).not.toContain('href="/businesses"');
  });
});

describe('the business page', () => {
  it('shows the menu with prices in dollars, links to each product and add to cart buttons', () => {
    const html = pageOf('business');
    const menu = demoMenu('pizza-palace');
    for (const product of menu.flatMap((c) => c.products)) {
      expect(html).toContain(`<a href="/store/pizza-palace/products/${product.id}">`);
      expect(html).toContain(`<p class="price">${formatPrice(product.price)}</p>`);
    }
    expect(
      html.match(/<button type="button" class="button add-to-cart" data-add-to-cart=/g),
    ).toHaveLength(menu.flatMap((c) => c.products).length);
    expect(html).toContain('<h2 id="reviews-title">Reviews</h2>');
    expect(html).toContain('<h2 id="nearby-title">Nearby</h2>');
    expect(html).toContain(`<address>${demoFacts('pizza-palace').address}</address>`);
  });

  it('puts the categories first in a franchise when the theme says so', () => {
    const html = renderPage(sampleInput(PAGES[2] as [TRoute, TPageData], {}, FRANCHISE)).html;
    expect(html.indexOf('class="category-nav"')).toBeLessThan(html.indexOf('Information</h2>'));
    const later = renderPage(
      sampleInput(
        PAGES[2] as [TRoute, TPageData],
        setPath({}, 'business_view.components.categories.components.show_first.hidden', true),
        FRANCHISE,
      ),
    ).html;
    expect(later.indexOf('class="category-nav"')).toBeGreaterThan(
      later.indexOf('Information</h2>'),
    );
  });
});

describe('the other pages', () => {
  it('product: name, price, quantity and add to cart; an unknown product is a 404', () => {
    const html = pageOf('product');
    expect(html).toContain('<h1>House special</h1>');
    expect(html).toContain('<label for="quantity">Quantity</label>');
    expect(html).toContain('data-add-to-cart=');
    const missing = renderPage(
      sampleInput([
        { page: 'product', slug: 'pizza-palace', productId: 'p99' },
        { page: 'product', business: BUSINESSES[0] as TWebsiteBusiness, productId: 'p99' },
      ]),
    );
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<h1>Product not found</h1>');
  });

  it('checkout: the map, the checkout island and the business address when known', () => {
    const i = PAGES.findIndex(([, d]) => d.page === 'checkout' && d.business);
    const html = at(i);
    expect(html).toContain('class="map-placeholder" role="img"');
    expect(html).toContain('data-island="checkout"');
    expect(html).toContain(`${demoFacts('pizza-palace').address}</address>`);
  });

  it('confirmation: number, lines, total, type and the customer', () => {
    const html = pageOf('confirmation');
    const order = ORDERS[0] as TOrder;
    expect(html).toContain(`Order #${order.number}`);
    expect(html).toContain('<th scope="row">Garlic bread</th><td>2</td><td>$9.00</td>');
    expect(html).toContain('<td>$21.50</td>');
    expect(html).toContain('Delivery');
    expect(html).toContain('12 Main Street, Apt 3');
    expect(html).toContain('aria-current="step">Received</li>');
  });

  it('confirmation for anyone else with the link: the order without the customer’s details', () => {
    const order = ORDERS[0] as TOrder;
    const { customer: _details, ...shown } = order;
    const html = renderPage(
      sampleInput([
        { page: 'confirmation', orderId: order.id },
        { page: 'confirmation', order: shown, customer: null },
      ]),
    ).html;
    expect(html).toContain(`Order #${order.number}`);
    expect(html).toContain('<td>$21.50</td>');
    expect(html).toContain('aria-current="step">Received</li>');
    expect(html).toContain('Your details are shown only on the device that placed this order.');
    for (const detail of Object.values(order.customer).filter(Boolean))
      expect(html).not.toContain(detail);
  });

  it('my orders: each active order with its links, and the past orders lists', () => {
    const html = pageOf('orders');
    for (const o of ORDERS) expect(html).toContain(`href="/orders/${o.id}"`);
    expect(html).toContain('Status: Received');
    expect(html).toContain('<h3 id="past-products-title">Products</h3>');
  });

  it('my account: the sections the header menu links to, unless the menu hides them', () => {
    const html = pageOf('account');
    for (const id of ['wallet', 'promotions', 'messages', 'help', 'sessions', 'favorites']) {
      expect(html).toContain(`<section id="${id}"`);
      expect(html).toContain(`href="/account#${id}"`);
    }
    const hidden = pageOf('account', setPath({}, 'bar_menu.components.wallet.hidden', true));
    expect(hidden).not.toContain('id="wallet"');
  });
});

describe('renderNoSitePage', () => {
  it('names the host, escaped, and the addresses to check', () => {
    const html = renderNoSitePage('<b>x</b>.localhost:8080', 'localhost');
    expect(html.startsWith('<!doctype html><html lang="en"><head>')).toBe(true);
    expect(html).toContain('<h1>There is no website at &lt;b>x&lt;/b>.localhost:8080</h1>');
    expect(html).toContain('<code>{subdomain}-franchise.localhost</code>');
    expect(html).not.toContain('<b>x</b>');
  });
});
