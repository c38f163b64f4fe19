import { ORDER_TYPE_DEFAULTS } from '@oc/domain/orders/order-types';
import { ORDER_TYPES } from '@oc/domain/themes/theme-tree';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { changesOf, formValuesOf, requestOf, sameValues } from './business-form-values';
import { businessOf } from './test-server';

const MESSAGES = {
  amount: 'amount?',
  latitude: 'latitude?',
  longitude: 'longitude?',
  minutes: 'minutes?',
};

describe("the business form's values and its request", () => {
  it('go both ways: a saved business makes the request it was saved from', () => {
    const business = businessOf();
    const { request, problems } = requestOf(formValuesOf(business, 'en'), MESSAGES, {
      language: 'en',
    });
    expect(problems).toEqual({});
    const { id, logo, header, archived, updated_at, ...fields } = business;
    expect(request).toEqual(fields);
  });

  it('makes amounts cents, empty numbers null, and drops days without hours and empty dates', () => {
    const values = {
      ...formValuesOf(null, 'en'),
      name: 'Noodle Bar',
      delivery_fee: '12.50',
      minimum_order: '',
      latitude: ' ',
      delivery_minutes: '45',
      hours: { ...formValuesOf(null, 'en').hours, wed: [{ open: '12:00', close: '15:00' }] },
      closed_dates: ['2027-01-01', '', '2026-12-25', '2027-01-01'],
    };
    const { request } = requestOf(values, MESSAGES, { language: 'en', isNew: true });
    expect(request).toMatchObject({
      delivery_fee: 1250,
      minimum_order: 0,
      latitude: null,
      delivery_minutes: 45,
      pickup_minutes: null,
      hours: { wed: [{ open: '12:00', close: '15:00' }] },
      closed_dates: ['2026-12-25', '2027-01-01'],
    });
  });

  it("leaves a new business's address to the server until the owner writes one", () => {
    const values = { ...formValuesOf(null, 'en'), name: 'Noodle Bar', slug: 'noodle-bar' };
    expect(
      requestOf(values, MESSAGES, { language: 'en', isNew: true, isSlugAuto: true }).request,
    ).not.toHaveProperty('slug');
    expect(requestOf(values, MESSAGES, { language: 'en', isNew: true }).request.slug).toBe(
      'noodle-bar',
    );
    // An edited business's address is always its own, even emptied (the domain then refuses it).
    expect(requestOf({ ...values, slug: '' }, MESSAGES, { language: 'en' }).request.slug).toBe('');
  });

  it('says which fields are not numbers at all', () => {
    const values = {
      ...formValuesOf(null, 'en'),
      delivery_fee: 'ten',
      latitude: '4O',
      pickup_minutes: '1h',
    };
    expect(requestOf(values, MESSAGES, { language: 'en' }).problems).toEqual({
      delivery_fee: 'amount?',
      latitude: 'latitude?',
      pickup_minutes: 'minutes?',
    });
  });

  it('sends only the changed fields when editing, the coordinates together', () => {
    const saved = formValuesOf(businessOf(), 'en');
    const before = requestOf(saved, MESSAGES, { language: 'en' }).request;
    const edited = { ...saved, latitude: '41', delivery_fee: '2.5', phone: '+1 718 555 0199' };
    expect(changesOf(requestOf(edited, MESSAGES, { language: 'en' }).request, before)).toEqual({
      latitude: 41,
      longitude: -74.006,
      phone: '+1 718 555 0199',
    });
    expect(sameValues(edited, saved)).toBe(false);
    expect(sameValues(formValuesOf(businessOf(), 'en'), saved)).toBe(true);
  });

  it("names the order types with the website's words", () => {
    for (const type of ORDER_TYPES)
      expect(en.businesses.orderTypes[type]).toBe(ORDER_TYPE_DEFAULTS[type].title);
  });
});
