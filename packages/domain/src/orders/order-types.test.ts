import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import {
  ORDER_TYPE_DEFAULTS,
  ORDER_TYPE_NAMES,
  offeredOrderTypes,
  orderTypesTitle,
  orderTypeTitleIn,
} from './order-types';

describe('offered order types', () => {
  it('offers delivery and pickup with default words when nothing is saved', () => {
    const offered = offeredOrderTypes({});
    expect(offered.map((t) => t.type)).toEqual(['delivery', 'pickup']);
    expect(offered[0]).toMatchObject({
      title: 'Delivery',
      callToAction: 'Deliver to me',
      image: null,
    });
    expect(orderTypesTitle({})).toBe('How do you want your order?');
  });

  it('offers another type once titled, with the owner words and image, in the theme order', () => {
    const values = {
      order_types: {
        components: {
          title_menu: 'Pick one',
          curbside: {
            components: {
              title: 'Curbside pickup',
              description: 'We bring it out',
              call_to_action: 'Park and wait',
              image: '/files/abc.png',
            },
          },
          pickup: { components: { title: '  ' } },
        },
      },
    };
    const offered = offeredOrderTypes(values);
    expect(offered.map((t) => t.type)).toEqual(['delivery', 'pickup', 'curbside']);
    expect(offered[1]?.title).toBe('Pickup');
    expect(offered[2]).toEqual({
      type: 'curbside',
      title: 'Curbside pickup',
      description: 'We bring it out',
      callToAction: 'Park and wait',
      image: '/files/abc.png',
    });
    expect(orderTypesTitle(values)).toBe('Pick one');
  });
});

describe('an order type’s title in the customer’s language', () => {
  it('is its own name where the owner wrote none, the owner’s words as written', () => {
    for (const [type, key] of Object.entries(ORDER_TYPE_NAMES))
      expect(MESSAGES[key], type).toBe(ORDER_TYPE_DEFAULTS[type as 'pickup'].title);
    const say = ({ key }: { key: string }) => `<${key}>`;
    expect(orderTypeTitleIn('pickup', 'Pickup', say)).toBe('<ORDER_TYPE_PICKUP>');
    expect(orderTypeTitleIn('pickup', 'Take away', say)).toBe('Take away');
  });
});
