import { localParts } from '@oc/domain/catalogue/opening-hours.rules';
import { WEEKDAYS } from '@oc/domain/catalogue/opening-hours.schema';
import type { TOrderTimes } from '@oc/domain/orders/order-times.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { ALL_WEEK, menuProductId, setBusinessFacts, siteRequest } from './website.test-support';

// What the server tells a website's customer arrives in the language they read the website in
// (docs/product/website.md#languages): the order's refusals in the order's `language`, the
// checkout's times and closed message in the one the checkout asks for. English stays as it was
// (place-order.db.test.ts, site-order-times.db.test.ts).

const ctx = setupTestApp();
const TIME_ZONE = 'America/New_York';
const ids = { soup: '', lamb: '', paella: '' };
beforeAll(async () => {
  ids.soup = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Soup of the day');
  ids.lamb = await menuProductId(ctx.t, 'demo', 'curry-house', 'Lamb rogan josh');
  ids.paella = await menuProductId(ctx.t, 'demo', 'casa-paella', 'Paella mixta');
  const open = { hours: ALL_WEEK, closedDates: [] };
  await setBusinessFacts(ctx.t, 'demo', ['green-bowl', 'curry-house', 'casa-paella'], open);
});

const order = (language: string, overrides: Record<string, unknown> = {}) => ({
  business_slug: 'green-bowl',
  order_type: 'pickup',
  items: [{ product_id: ids.soup, quantity: 1 }],
  customer: { name: 'Ada', phone: '+1 555 0100', address: '' },
  language,
  ...overrides,
});

const place = (payload: unknown) =>
  siteRequest(ctx, 'demo', '/_site/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    payload,
  });

/** Closed all week but for one span tomorrow, on the business's clock, whatever the time now. */
function closedUntilTomorrow() {
  const today = localParts(new Date(), TIME_ZONE).date;
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000);
  const weekday = WEEKDAYS[(tomorrow.getUTCDay() + 6) % 7] ?? 'mon';
  return { [weekday]: [{ open: '11:30', close: '14:30' }] };
}

/** Money as the language writes it (a no-break space before the currency in Spanish). */
const money = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);

describe('an order refused in Spanish', () => {
  it('says the minimum in Spanish, with the amounts as Spanish writes them', async () => {
    // Green Bowl's minimum is $12.00; a soup is $6.50.
    const refused = await place(order('es'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result).toEqual([
      `Agrega ${money(550, 'es')} más para llegar al mínimo de ${money(1200, 'es')}.`,
    ]);
    expect(refused.json().result[0]).toContain('5,50');
  });

  it('says what the schema and the menu refuse in Spanish, the values kept', async () => {
    const unnamed = await place(
      order('es', { customer: { name: '', phone: '555 0100', address: '' } }),
    );
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().result).toEqual(['Escribe tu nombre.']);
    const many = await place(order('es', { items: [{ product_id: ids.soup, quantity: 100 }] }));
    expect(many.json().result).toEqual(['Cada cantidad debe ser un número entero del 1 al 99.']);
    const elsewhere = await place(
      order('es', {
        order_type: 'curbside',
        items: [{ product_id: 'p99', quantity: 1 }],
      }),
    );
    expect(elsewhere.json().result).toEqual([
      'Entrega en el auto no está disponible en este sitio web.',
      '“p99” no está en el menú de Green Bowl.',
    ]);
    // The size of a paella must be chosen: the menu's own check, in Spanish.
    const paella = await place(
      order('es', {
        business_slug: 'casa-paella',
        items: [{ product_id: ids.paella, quantity: 2 }],
      }),
    );
    expect(paella.json().result).toEqual(['Elige 1 en Size.']);
  });

  it('answers a language the website does not speak in English', async () => {
    const refused = await place(order('de'));
    expect(refused.json().result).toEqual(['Add $5.50 more to reach the $12.00 minimum.']);
  });
});

describe('an order refused in Arabic', () => {
  it('says the business is closed and when it opens, in Arabic', async () => {
    await setBusinessFacts(ctx.t, 'demo', ['curry-house'], { hours: closedUntilTomorrow() });
    try {
      const curry = order('ar', {
        business_slug: 'curry-house',
        items: [{ product_id: ids.lamb, quantity: 1 }],
      });
      const now = await place(curry);
      expect(now.statusCode).toBe(400);
      expect(now.json().result).toEqual(['Curry House مغلق الآن. يفتح غدًا الساعة 11:30.']);
      // A time it does not offer, written in Arabic with Latin digits on its clock.
      const offered = await siteRequest(
        ctx,
        'demo',
        '/_site/order-times?business=curry-house&type=pickup&language=ar',
      );
      const first = (offered.json().result as TOrderTimes).times[0];
      if (!first) throw new Error('no order times');
      const between = new Date(Date.parse(first.at) + 5 * 60_000);
      const refused = await place({ ...curry, scheduled_for: between.toISOString() });
      const day = new Intl.DateTimeFormat('ar-u-nu-latn', {
        timeZone: TIME_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }).format(between);
      expect(first.day).toBe(day);
      expect(refused.json().result).toEqual([
        `لا يستقبل Curry House طلبات ليوم ${day} الساعة 11:35. يرجى اختيار أحد الأوقات المتاحة.`,
      ]);
    } finally {
      await setBusinessFacts(ctx.t, 'demo', ['curry-house'], { hours: ALL_WEEK });
    }
  });

  it('says the minimum in Arabic, with Latin digits', async () => {
    const refused = await place(order('ar'));
    expect(refused.json().result).toEqual([
      `أضف ${money(550, 'ar-u-nu-latn')} للوصول إلى الحد الأدنى للطلب وهو ${money(1200, 'ar-u-nu-latn')}.`,
    ]);
    expect(refused.json().result[0]).toContain('5.50');
  });
});

describe('the order times in French', () => {
  it('says when a closed business opens and writes each time’s day in French', async () => {
    await setBusinessFacts(ctx.t, 'demo', ['curry-house'], { hours: closedUntilTomorrow() });
    try {
      const response = await siteRequest(
        ctx,
        'demo',
        '/_site/order-times?business=curry-house&type=pickup&language=fr',
      );
      expect(response.statusCode, response.body).toBe(200);
      const times = response.json().result as TOrderTimes;
      expect(times.closed_message).toBe(
        'Curry House est fermé pour le moment. Ouverture demain à 11:30.',
      );
      const first = times.times[0];
      if (!first) throw new Error('no order times');
      expect(first.time).toBe('11:30');
      const day = new Intl.DateTimeFormat('fr', {
        timeZone: TIME_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }).format(new Date(first.at));
      expect(first.day).toBe(day);
      // French days: a lower-case weekday ending in a dot, as 'ven. 28 nov.'.
      expect(first.day).toMatch(/^(lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2} /);
    } finally {
      await setBusinessFacts(ctx.t, 'demo', ['curry-house'], { hours: ALL_WEEK });
    }
  });

  it('names a business the website does not list in French, and reads an unknown language as English', async () => {
    const unknown = await siteRequest(
      ctx,
      'demo',
      '/_site/order-times?business=nowhere&type=pickup&language=fr',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().result).toEqual(['« nowhere » n’est pas un établissement de ce site.']);
    const english = await siteRequest(
      ctx,
      'demo',
      '/_site/order-times?business=curry-house&type=pickup&language=xx',
    );
    expect(english.statusCode).toBe(200);
    const first = (english.json().result as TOrderTimes).times[0];
    expect(first?.day).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/);
  });
});
