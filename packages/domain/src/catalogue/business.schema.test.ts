import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import {
  BUSINESS_LIMITS,
  slugFromName,
  ZBusinessCreate,
  ZBusinessDetails,
  ZBusinessUpdate,
} from './business.schema';

const createMessages = (input: unknown) => {
  const parsed = ZBusinessCreate.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};
const updateMessages = (input: unknown) => {
  const parsed = ZBusinessUpdate.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('slugFromName', () => {
  it('makes an address of lower-case letters, digits and dashes', () => {
    expect(slugFromName('Fish & Chips Co')).toBe('fish-and-chips-co');
    expect(slugFromName('Crêperie')).toBe('creperie');
    expect(slugFromName('Rock&Roll Diner')).toBe('rock-and-roll-diner');
    expect(slugFromName('  --Pizza   Palace!!  ')).toBe('pizza-palace');
    expect(slugFromName('Café Zoë 24/7')).toBe('cafe-zoe-24-7');
    expect(slugFromName('Straße Grill')).toBe('strasse-grill');
    expect(slugFromName('Smørrebrød')).toBe('smorrebrod');
    expect(slugFromName('ＰＩＺＺＡ')).toBe('pizza');
  });

  it('gives nothing for a name without Latin letters or digits', () => {
    expect(slugFromName('寿司')).toBe('');
    expect(slugFromName('!!!')).toBe('');
    expect(slugFromName('')).toBe('');
  });

  it('stays within the slug length, without a dash at the end', () => {
    const slug = slugFromName(`${'a'.repeat(79)} b ${'c'.repeat(30)}`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugFromName('x'.repeat(200))).toHaveLength(BUSINESS_LIMITS.slug);
    for (const slug of [slugFromName('Fish & Chips Co'), slugFromName(`${'ab '.repeat(60)}`)])
      expect(ZBusinessUpdate.parse({ slug }).slug).toBe(slug);
  });
});

describe('ZBusinessCreate', () => {
  it('needs only a name, trimmed', () => {
    expect(ZBusinessCreate.parse({ name: '  Green Bowl ' })).toEqual({ name: 'Green Bowl' });
    expect(createMessages({})).toHaveLength(1);
    expect(createMessages({ name: '   ' })).toEqual([MESSAGES.BUSINESS_NAME_LENGTH]);
    expect(createMessages({ name: 'x'.repeat(121) })).toEqual([MESSAGES.BUSINESS_NAME_LENGTH]);
    expect(createMessages({ name: 'x'.repeat(120) })).toEqual([]);
  });

  it('takes every field at once', () => {
    const full = {
      name: 'Crêperie',
      slug: 'creperie-2',
      description: 'Crêpes and galettes.',
      address: '1 Rue de Rivoli, Paris',
      latitude: 48.8566,
      longitude: 2.3522,
      phone: '+33 1 23 45 67 89',
      time_zone: 'Europe/Paris',
      hours: { mon: [{ open: '09:00', close: '18:00' }], sat: [{ open: '18:00', close: '02:00' }] },
      closed_dates: ['2026-12-25'],
      order_types: ['pickup', 'eat_in'],
      delivery_fee: 250,
      minimum_order: 1000,
      delivery_minutes: 30,
      pickup_minutes: null,
      cuisines: [' French ', 'Crêpes'],
      franchise_id: 3,
      published: false,
    };
    expect(ZBusinessCreate.parse(full)).toEqual({ ...full, cuisines: ['French', 'Crêpes'] });
  });

  it('refuses unknown keys', () => {
    expect(createMessages({ name: 'A', colour: 'red' })).toHaveLength(1);
    expect(createMessages({ name: 'A', id: 3 })).toHaveLength(1);
  });
});

describe('ZBusinessUpdate', () => {
  it('changes only what is sent, and something must be sent', () => {
    expect(ZBusinessUpdate.parse({ phone: '' })).toEqual({ phone: '' });
    // No default creeps in: hours and closed dates left out stay as they are.
    expect(ZBusinessUpdate.parse({ name: 'A' })).toEqual({ name: 'A' });
    expect(updateMessages({})).toEqual([MESSAGES.NOTHING_TO_SAVE]);
  });

  it('takes a slug of lower-case letters, digits and dashes, 1 to 80, no dash at either end', () => {
    for (const slug of ['a', 'pizza-palace', 'a--b', '24-7', 'x'.repeat(80)])
      expect(updateMessages({ slug }), slug).toEqual([]);
    for (const slug of ['', 'Pizza', '-pizza', 'pizza-', 'pizza palace', 'crêpe', 'a_b', 'a/b'])
      expect(updateMessages({ slug }), slug).toEqual([MESSAGES.BUSINESS_SLUG_FORMAT]);
    expect(updateMessages({ slug: 'x'.repeat(81) })).toEqual([MESSAGES.BUSINESS_SLUG_LENGTH]);
  });

  it('takes both coordinates in range, or neither', () => {
    expect(updateMessages({ latitude: 90, longitude: -180 })).toEqual([]);
    expect(updateMessages({ latitude: null, longitude: null })).toEqual([]);
    expect(updateMessages({ latitude: 90.1, longitude: 0 })).toEqual([
      MESSAGES.BUSINESS_LATITUDE_RANGE,
    ]);
    expect(updateMessages({ latitude: 0, longitude: 180.5 })).toEqual([
      MESSAGES.BUSINESS_LONGITUDE_RANGE,
    ]);
    expect(updateMessages({ latitude: 10 })).toEqual([MESSAGES.BUSINESS_COORDINATES_PAIR]);
    expect(updateMessages({ longitude: 10 })).toEqual([MESSAGES.BUSINESS_COORDINATES_PAIR]);
    expect(updateMessages({ latitude: 10, longitude: null })).toEqual([
      MESSAGES.BUSINESS_COORDINATES_PAIR,
    ]);
    expect(createMessages({ name: 'A', latitude: 10 })).toEqual([
      MESSAGES.BUSINESS_COORDINATES_PAIR,
    ]);
  });

  it('limits the phone, description and postal address', () => {
    expect(updateMessages({ phone: 'x'.repeat(40) })).toEqual([]);
    expect(updateMessages({ phone: 'x'.repeat(41) })).toEqual([MESSAGES.BUSINESS_PHONE_LENGTH]);
    expect(updateMessages({ description: 'x'.repeat(2001) })).toEqual([
      MESSAGES.BUSINESS_DESCRIPTION_LENGTH,
    ]);
    expect(updateMessages({ address: 'x'.repeat(301) })).toEqual([
      MESSAGES.BUSINESS_ADDRESS_LENGTH,
    ]);
  });

  it('checks the time zone, hours and closed dates with the opening-hours rules', () => {
    expect(updateMessages({ time_zone: 'America/New_York' })).toEqual([]);
    expect(updateMessages({ time_zone: 'Mars/Olympus' })).toHaveLength(1);
    expect(updateMessages({ hours: { mon: [{ open: '9:00', close: '18:00' }] } })).toHaveLength(1);
    expect(updateMessages({ hours: { funday: [] } })).toHaveLength(1);
    expect(updateMessages({ closed_dates: ['25/12/2026'] })).toHaveLength(1);
  });

  it('takes a non-empty list of known order types, each once', () => {
    expect(updateMessages({ order_types: ['delivery'] })).toEqual([]);
    expect(updateMessages({ order_types: [] })).toEqual([MESSAGES.BUSINESS_ORDER_TYPES_EMPTY]);
    expect(updateMessages({ order_types: ['teleport'] })).toEqual([
      MESSAGES.BUSINESS_ORDER_TYPE_UNKNOWN,
    ]);
    expect(updateMessages({ order_types: ['pickup', 'pickup'] })).toEqual([
      MESSAGES.BUSINESS_ORDER_TYPES_TWICE,
    ]);
  });

  it('takes fees as whole cents from 0 to 100000.00', () => {
    for (const value of [0, 1, 1250, 100_000_00])
      expect(updateMessages({ delivery_fee: value, minimum_order: value }), String(value)).toEqual(
        [],
      );
    expect(updateMessages({ delivery_fee: -1 })).toEqual([MESSAGES.AMOUNT_BELOW_ZERO]);
    expect(updateMessages({ minimum_order: 1250.5 })).toEqual([MESSAGES.AMOUNT_DECIMALS]);
    expect(updateMessages({ minimum_order: 100_000_01 })).toEqual([MESSAGES.AMOUNT_TOO_HIGH]);
    expect(updateMessages({ delivery_fee: '12.50' })).toHaveLength(1);
  });

  it('takes minutes from 1 to 600, or none', () => {
    for (const value of [1, 600, null])
      expect(updateMessages({ delivery_minutes: value, pickup_minutes: value })).toEqual([]);
    for (const value of [0, 601, 12.5])
      expect(updateMessages({ pickup_minutes: value }), String(value)).toContain(
        MESSAGES.BUSINESS_MINUTES_RANGE,
      );
  });

  it('takes at most 12 cuisines of 1 to 30 characters, each once whatever its case', () => {
    expect(ZBusinessUpdate.parse({ cuisines: [' Pizza ', 'Vegan'] })).toEqual({
      cuisines: ['Pizza', 'Vegan'],
    });
    expect(updateMessages({ cuisines: [] })).toEqual([]);
    const thirteen = Array.from({ length: 13 }, (_, i) => `Tag ${i}`);
    expect(updateMessages({ cuisines: thirteen })).toEqual([MESSAGES.BUSINESS_CUISINES_COUNT]);
    expect(updateMessages({ cuisines: ['  '] })).toEqual([MESSAGES.BUSINESS_CUISINE_LENGTH]);
    expect(updateMessages({ cuisines: ['x'.repeat(31)] })).toEqual([
      MESSAGES.BUSINESS_CUISINE_LENGTH,
    ]);
    expect(updateMessages({ cuisines: ['Pizza', ' pizza'] })).toEqual([
      MESSAGES.BUSINESS_CUISINES_TWICE,
    ]);
  });

  it('takes a franchise id or null', () => {
    expect(updateMessages({ franchise_id: null })).toEqual([]);
    expect(updateMessages({ franchise_id: 7 })).toEqual([]);
    for (const value of [0, -1, 1.5, 2 ** 31])
      expect(updateMessages({ franchise_id: value }), String(value)).toEqual([
        MESSAGES.BUSINESS_FRANCHISE_NOT_OF_PROJECT,
      ]);
  });

  it('reports every problem at once', () => {
    expect(
      updateMessages({
        name: '',
        slug: 'Bad Slug',
        delivery_fee: -5,
        minimum_order: 9.99,
        latitude: 1,
        cuisines: [''],
      }),
    ).toEqual([
      MESSAGES.BUSINESS_NAME_LENGTH,
      MESSAGES.BUSINESS_SLUG_FORMAT,
      MESSAGES.AMOUNT_BELOW_ZERO,
      MESSAGES.AMOUNT_DECIMALS,
      MESSAGES.BUSINESS_CUISINE_LENGTH,
      MESSAGES.BUSINESS_COORDINATES_PAIR,
    ]);
  });
});

describe('ZBusinessDetails', () => {
  it('is the read model the API answers', () => {
    const details = {
      id: 1,
      slug: 'green-bowl',
      name: 'Green Bowl',
      logo: null,
      header: null,
      description: '',
      address: '',
      latitude: null,
      longitude: null,
      phone: '',
      time_zone: 'UTC',
      hours: {},
      closed_dates: [],
      order_types: ['delivery', 'pickup'],
      delivery_fee: 0,
      minimum_order: 0,
      delivery_minutes: null,
      pickup_minutes: null,
      cuisines: [],
      franchise_id: null,
      published: true,
      translations: { es: { name: 'Tazón Verde' } },
      archived: false,
      updated_at: '2026-01-02T03:04:05.000Z',
    };
    expect(ZBusinessDetails.parse(details)).toEqual(details);
    expect(ZBusinessDetails.safeParse({ ...details, archived: undefined }).success).toBe(false);
  });
});
