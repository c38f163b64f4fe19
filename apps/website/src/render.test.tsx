import type { TOrder } from '@oc/domain/orders/order.schema';
import { leafDefault } from '@oc/domain/themes/theme-leaf-defaults';
import { setPath, type TTree } from '@oc/domain/themes/theme-path';
import { THEME_SECTIONS, type TLeaf } from '@oc/domain/themes/theme-tree';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './pages/format';
import { renderNoSitePage, renderPage, type TWebsiteInput } from './render';
import {
  BUSINESSES,
  FRANCHISE,
  fileUrl,
  GREEN,
  NOW,
  ORDERS,
  PAGES,
  PIZZA,
  PIZZA_MENU,
  sampleInput,
} from './render.fixtures';
import type { TRoute } from './routes';
import type { TPageData } from './site-input';

const input = (over: Partial<TWebsiteInput> = {}): TWebsiteInput => ({
  origin: 'http://demo.localhost:8080',
  site: { kind: 'ordering', name: 'Demo <Eats>', description: 'Hungry?', logo: null, image: null },
  values: {},
  flags: { isApp: false, isKiosk: false, isFranchise: false },
  franchise: null,
  route: { page: 'home' },
  data: { page: 'home', featured: [PIZZA] },
  language: 'en',
  languages: ['en'],
  now: NOW,
  assets: { css: '.site-test{}', script: null },
  preview: null,
  embed: false,
  ...over,
});

describe('renderPage', () => {
  it('draws the button text the editor shows by default, and a saved white as white', () => {
    const flags = input().flags;
    const text = THEME_SECTIONS.flatMap((s) => s.leaves).find(
      (l) => l.path === 'general.components.buttons.buttonTextColor',
    ) as TLeaf;
    const drawn = (values: TTree) =>
      /--oc-btn-text:(#[0-9A-F]{6});/.exec(renderPage(input({ values })).html)?.[1];
    for (const values of [{}, setPath({}, 'general.components.buttons.color', '#222244')])
      expect(drawn(values)).toBe(leafDefault(text, { values, flags }));
    expect(drawn(setPath({}, 'general.components.buttons.buttonTextColor', '#FFFFFF'))).toBe(
      '#FFFFFF',
    );
  });

  it('puts the name, escaped, and the businesses in the first response', () => {
    const { status, html } = renderPage(input());
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html><html lang="en" dir="ltr"><head>')).toBe(true);
    expect(html).toContain('<h1>Demo &lt;Eats></h1>');
    expect(html).toContain('href="/store/pizza-palace"');
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

  it('names an empty icon when the owner has none, so no browser asks for /favicon.ico', () => {
    const html = renderPage(input()).html;
    expect(html).toContain('<link rel="icon" href="data:,"/>');
    const logo = fileUrl('a');
    const branded = renderPage(input({ site: { ...input().site, logo } })).html;
    expect(branded).toContain(`<link rel="icon" href="${logo}"/>`);
    expect(branded).not.toContain('href="data:,"');
  });

  it('draws the menu folded on small screens from the first paint, open without the script', () => {
    const html = renderPage(input()).html;
    expect(html).toContain('<nav id="site-menu" class="site-menu foldable" aria-label="Main">');
    expect(html).toMatch(/<button type="button" class="menu-toggle" aria-expanded="false"[^>]*>/);
    expect(html).not.toMatch(/class="menu-toggle"[^>]*hidden/);
    expect(html).toContain(
      '<noscript><style>.menu-toggle{display:none!important}.site-menu.foldable:not(.open){display:block!important}</style></noscript>',
    );
  });

  it('answers 404 for a page that is not there', () => {
    const { status, html } = renderPage(
      input({
        route: { page: 'not_found' },
        data: { page: 'not_found', missing: { what: 'business', slug: 'no-such' } },
      }),
    );
    expect(status).toBe(404);
    expect(html).toContain('<title>Business not found · Demo &lt;Eats></title>');
    expect(html).toContain('No business called “no-such” takes orders on this website.');
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

/** The page drawn for one business and its data, at `now`. */
const drawBusiness = (
  business: Extract<TPageData, { page: 'business' }>['business'],
  now = NOW,
  menu = PIZZA_MENU,
) =>
  renderPage({
    ...sampleInput([
      { page: 'business', slug: business.slug },
      { page: 'business', business, menu },
    ]),
    now,
  }).html;
/** The opening words of a page, as drawn. */
const openingOf = (html: string) => html.match(/<span class="opening [^"]+">([^<]*)<\/span>/)?.[1];

describe('nothing invented', () => {
  it.each(PAGES.map((p, i) => [p[1].page, i] as const))(
    '%s shows no rating, review, offer, distance or city: nothing the owner did not store',
    (_name, i) => {
      const html = at(i);
      for (const word of [/rating/i, /\breviews?\b/i, /% off/i, /\bkm\b/, /highest rated/i])
        expect(html).not.toMatch(word);
      expect(html).not.toContain('★');
    },
  );
});

describe('the listing', () => {
  it('shows the businesses, each cuisine once, and links to other pages', () => {
    const html = pageOf('listing');
    for (const b of BUSINESSES) expect(html).toContain(`href="/store/${b.slug}"`);
    const categories = html.slice(html.indexOf('id="categories-title"'));
    expect(categories).toMatch(
      /Categories<\/h2><ul><li>Italian<\/li><li>Mexican<\/li><li>Pizza<\/li><li>Sushi<\/li><\/ul>/,
    );
    expect(html).not.toContain('id="cities-title"');
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

  it('cards show the stored cuisines, fee, minimum, estimates and opening, and only those', () => {
    const card = (slug: string) => {
      const html = pageOf('listing');
      const from = html.lastIndexOf('<li class="business-card"', html.indexOf(`/store/${slug}"`));
      return html.slice(from, html.indexOf('<li class="business-card"', from + 1));
    };
    const pizza = card('pizza-palace');
    expect(pizza).toContain('<ul class="cuisines" aria-label="Cuisines"><li>Pizza</li>');
    expect(pizza).toContain('<li>Delivery $2.99</li>');
    expect(pizza).toContain('<li>Minimum order $15.00</li>');
    expect(pizza).toContain('<li>Delivery 35 min</li><li>Pickup 15 min</li>');
    // 10:00 in New York, open from 11:00.
    expect(openingOf(pizza)).toBe('Closed · Opens today at 11:00');
    // Green Bowl takes pickup only and gave no fee, minimum, time, cuisine or hours.
    const green = card('green-bowl');
    expect(green).not.toContain('class="cuisines"');
    expect(green).not.toContain('class="card-facts"');
    expect(green).not.toContain('Free delivery');
    expect(openingOf(green)).toBe('Closed');
  });

  it('says Free delivery only for no fee on a business that delivers', () => {
    const free = { ...GREEN, orderTypes: ['delivery' as const] };
    expect(drawBusiness(free)).toContain('<li>Free delivery</li>');
    // Not in the page's words (the 'Add to cart' buttons carry its facts for the checkout).
    const words = drawBusiness(GREEN).replace(/ data-add-to-cart="[^"]*"/g, '');
    expect(words).not.toMatch(/delivery/i);
    expect(drawBusiness({ ...free, deliveryFee: 1 })).toContain('<li>Delivery $0.01</li>');
  });

  it('sets the businesses per row', () => {
    const values = setPath({}, 'business_listing_view.components.layout.rows', '4');
    expect(pageOf('listing', values)).toContain('--oc-columns:4');
  });

  it('says the listing is off when the owner hides it, and the homepage stops linking to it', () => {
    const values = setPath({}, 'business_listing_view.hidden', true);
    expect(mainOf(pageOf('listing', values))).toContain('This site does not list its businesses.');
    expect(mainOf(pageOf('listing', values))).not.toContain('/store/');
    expect(mainOf(pageOf('home', values))).not.toContain('href="/businesses"');
  });
});

describe('the opening state', () => {
  // Open 09:00 to 17:00 every day, on the business's own clock; NOW is 15:00 UTC on a Wednesday.
  const nineToFive = Object.fromEntries(
    (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((d) => [
      d,
      [{ open: '09:00', close: '17:00' }],
    ]),
  );
  const openingIn = (timeZone: string, hours = nineToFive, closedDates: string[] = []) =>
    openingOf(drawBusiness({ ...PIZZA, timeZone, hours, closedDates }));

  it('is worked out on the business’s clock, not the server’s', () => {
    expect(openingIn('Europe/Paris')).toBe('Open until 17:00'); // 16:00 there
    expect(openingIn('America/Los_Angeles')).toBe('Closed · Opens today at 09:00'); // 07:00 there
    expect(openingIn('UTC')).toBe('Open until 17:00'); // 15:00
    expect(openingIn('Asia/Tokyo')).toBe('Closed · Opens today at 09:00'); // 00:00 on Thursday there
  });

  it('says the next day it opens, and a closed date closes it', () => {
    expect(openingIn('America/New_York', { thu: [{ open: '11:30', close: '14:30' }] })).toBe(
      'Closed · Opens tomorrow at 11:30',
    );
    expect(openingIn('Europe/Paris', nineToFive, ['2026-11-25'])).toBe(
      'Closed · Opens tomorrow at 09:00',
    );
  });

  it('lists the week’s hours on the business page', () => {
    const html = drawBusiness({
      ...PIZZA,
      hours: {
        mon: [
          { open: '11:30', close: '14:30' },
          { open: '17:00', close: '22:00' },
        ],
        fri: [{ open: '11:00', close: '02:00' }],
      },
    });
    expect(html).toContain('<caption>Opening hours</caption>');
    expect(html).toContain('<th scope="row">Monday</th><td>11:30–14:30, 17:00–22:00</td>');
    expect(html).toContain('<th scope="row">Tuesday</th><td>Closed</td>');
    expect(html).toContain('<th scope="row">Friday</th><td>11:00–02:00</td>');
  });
});

describe('the business page', () => {
  it('shows the stored menu in order: links, prices, pictures and add to cart buttons', () => {
    const html = pageOf('business');
    const products = PIZZA_MENU.categories.flatMap((c) => c.products);
    for (const product of products) {
      expect(html).toContain(`<a href="/store/pizza-palace/products/${product.id}">`);
      expect(html).toContain(`<p class="price">${formatPrice(product.price, 'en')}</p>`);
    }
    expect(html.indexOf('>Pizzas</h2>')).toBeLessThan(html.indexOf('>Sides</h2>'));
    // A category without products is left out.
    expect(html).not.toContain('Specials');
    // Margherita has its own picture.
    expect(html).toContain(`class="product-image" src="${fileUrl('e', 'jpg')}"`);
    // A product with a choice to make (Margherita's size) is added from its own page.
    expect(
      html.match(/<button type="button" class="button add-to-cart" data-add-to-cart=/g),
    ).toHaveLength(
      products.filter((p) => p.available && p.option_groups.every((g) => g.min_choices === 0))
        .length,
    );
    expect(html).toContain(
      '<a class="button add-to-cart" href="/store/pizza-palace/products/11"><span>Choose options<span class="visually-hidden"> for Margherita</span></span></a>',
    );
    expect(html).toContain('<h2 id="nearby-title">More to order from</h2>');
  });

  it('loads the first photo at once (it may be the largest thing on a phone), the others lazily', () => {
    const html = pageOf('business');
    const photos = html.match(/<img class="business-photo"[^>]*>/g) ?? [];
    expect(photos.length).toBeGreaterThanOrEqual(2);
    expect(photos[0]).not.toContain('loading="lazy"');
    for (const photo of photos.slice(1)) expect(photo).toContain('loading="lazy"');
  });

  it('shows a sold-out product without its add button', () => {
    const html = pageOf('business');
    const funghi = html.slice(
      html.indexOf('>Funghi</a>'),
      html.indexOf('</li>', html.indexOf('>Funghi</a>')),
    );
    expect(funghi).toContain('<p class="sold-out">Sold out</p>');
    expect(funghi).not.toContain('data-add-to-cart');
  });

  it('shows the business’s own description, address, phone, times and cuisines', () => {
    const html = pageOf('business');
    expect(html).toContain('<dd>Wood-fired pizza since 1998.</dd>');
    expect(html).toContain(`<address>${PIZZA.address}</address>`);
    expect(html).toContain('<a href="tel:+17185550100">+1 718 555 0100</a>');
    expect(html).toContain('<dt>Delivery time</dt><dd>35 min</dd>');
    expect(html).toContain('<dt>Pickup time</dt><dd>15 min</dd>');
    expect(html).toContain('<li>Pizza</li><li>Italian</li>');
    expect(openingOf(html)).toBe('Closed · Opens today at 11:00');
  });

  it('says a business without a menu has not published one, and shows nothing it did not give', () => {
    const html = at(PAGES.findIndex(([, d]) => d.page === 'business' && d.business === GREEN));
    expect(mainOf(html)).toContain('This business has not published its menu yet.');
    expect(mainOf(html)).not.toContain('class="category-nav"');
    for (const absent of ['About', 'Address', 'Phone', 'Delivery', 'class="cuisines"'])
      expect(mainOf(html)).not.toContain(absent);
  });

  it('names the product to a screen reader in its add to cart button', () => {
    expect(pageOf('business')).toContain(
      '<span>Add<span class="visually-hidden"> Garlic bread</span> to cart</span></button>',
    );
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
  it('product: name, picture, price, its options to choose, quantity and add to cart', () => {
    const html = pageOf('product');
    expect(html).toContain('<title>Margherita · Pizza Palace · Demo Eats</title>');
    expect(html).toContain('<h1>Margherita</h1>');
    expect(html).toContain(`src="${fileUrl('e', 'jpg')}"`);
    expect(html).toContain('<p class="price">$11.50</p>');
    // One size: radios, required; extras: checkboxes, up to two.
    expect(html).toContain(
      '<legend>Size</legend><p id="option-group-31-hint" class="option-choices">Required</p>',
    );
    expect(html).toContain(
      '<input type="radio" name="option-group-31" value="312" data-option="true"/><span class="option-name">16 inch</span> <span class="option-price">+$5.00</span>',
    );
    expect(html).toContain(
      '<legend>Extras</legend><p id="option-group-32-hint" class="option-choices">Choose up to 2</p>',
    );
    expect(html).toContain(
      '<input type="checkbox" name="option-group-32" value="322" data-option="true"/><span class="option-name">No cheese</span> <span class="option-price">−$1.00</span>',
    );
    expect(html).toContain('<label for="quantity">Quantity</label>');
    expect(html).toContain('data-add-to-cart=');
    expect(html).toContain('data-product-options=');
    // The button's price, kept up to date by the page script as options are chosen.
    expect(html).toContain('to cart · <span data-line-price="true">$11.50</span>');
  });

  it('product: a sold-out one says so, with nothing to add', () => {
    const i = PAGES.findIndex(([, d]) => d.page === 'product' && !d.product.available);
    const html = at(i);
    expect(html).toContain('<h1>Funghi</h1>');
    expect(html).toContain('<p class="sold-out">Sold out</p>');
    expect(html).not.toContain('data-add-to-cart');
    expect(html).not.toContain('id="quantity"');
  });

  it('checkout: the map, the checkout island and the island of the cart’s business', () => {
    const html = pageOf('checkout');
    expect(html).toContain('class="map-placeholder" role="img"');
    expect(html).toContain('data-island="checkout"');
    expect(html).toContain('data-island="checkout-business"');
    expect(html).not.toContain('The business in your cart');
  });

  it('confirmation: number, lines, total, type and the customer', () => {
    const html = pageOf('confirmation');
    const order = ORDERS[0] as TOrder;
    expect(html).toContain(`Order #${order.number}`);
    expect(html).toContain('<th scope="row">Garlic bread</th><td>2</td><td>$9.00</td>');
    // The options chosen, each with its price change.
    expect(html).toContain(
      'Margherita<span class="line-options">16 inch (+$5.00), No cheese (−$1.00)</span></th><td>1</td><td>$15.50</td>',
    );
    expect(html).toContain('Subtotal</th><td>$24.50</td>');
    expect(html).toContain('Delivery fee</th><td>$2.99</td>');
    expect(html).toContain('Total</th><td>$27.49</td>');
    expect(html).toContain('Delivery');
    expect(html).not.toContain('Scheduled for');
    expect(html).toContain('12 Main Street, Apt 3');
    expect(html).toContain('<dt>Comments</dt><dd>Please cut the pizza in squares.</dd>');
    expect(html).toContain('aria-current="step">Received</li>');
    // Placed at 18:30 UTC: on the business's clock in New York.
    expect(html).toContain(
      '<time datetime="2026-11-20T18:30:00.000Z">Nov 20, 2026, 1:30 PM EST</time>',
    );
  });

  it('confirmation for anyone else with the link: the order without the customer’s details', () => {
    const order = ORDERS[0] as TOrder;
    const { customer: _details, comments: _comments, ...shown } = order;
    const html = renderPage(
      sampleInput([
        { page: 'confirmation', orderId: order.id },
        { page: 'confirmation', order: shown, customer: null, comments: null, timeZone: 'UTC' },
      ]),
    ).html;
    expect(html).toContain(`Order #${order.number}`);
    expect(html).toContain('<td>$27.49</td>');
    expect(html).toContain('aria-current="step">Received</li>');
    expect(html).toContain('Your details are shown only on the device that placed this order.');
    for (const detail of [...Object.values(order.customer), order.comments].filter(Boolean))
      expect(html).not.toContain(detail);
  });

  it('confirmation of a pickup for later: when it is for, on the business’s clock, and no fee', () => {
    const order = ORDERS[1] as TOrder;
    const html = renderPage(
      sampleInput([
        { page: 'confirmation', orderId: order.id },
        {
          page: 'confirmation',
          order,
          customer: null,
          comments: null,
          timeZone: 'America/New_York',
        },
      ]),
    ).html;
    expect(html).toContain(
      '<time datetime="2026-11-27T17:30:00.000Z">Scheduled for Fri 27 Nov at 12:30</time>',
    );
    expect(html).not.toContain('Subtotal');
    expect(html).not.toMatch(/delivery fee|free delivery/i);
    expect(html).toContain('Total</th><td>$3.00</td>');
  });

  it('my orders: each active order with its links, and the past orders lists', () => {
    const html = pageOf('orders');
    for (const o of ORDERS) expect(html).toContain(`href="/orders/${o.id}"`);
    expect(html).toContain('Status: Received');
    expect(html).toContain('<h3 id="past-products-title">Products</h3>');
    // Each on its business's clock; a business whose zone is not known, in UTC.
    expect(html).toContain('Nov 20, 2026, 1:30 PM EST');
    expect(html).toContain('Nov 21, 2026, 12:00 PM UTC');
    // What each order holds, with its options; an order for later says for when.
    expect(html).toContain(
      '1 × Margherita<span class="line-options">16 inch (+$5.00), No cheese (−$1.00)</span>',
    );
    expect(html).toContain('<p>Scheduled for Fri 27 Nov at 17:30</p>');
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
