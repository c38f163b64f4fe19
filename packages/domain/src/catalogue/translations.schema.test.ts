import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { BUSINESS_LIMITS, ZBusinessCreate, ZBusinessUpdate } from './business.schema';
import {
  MENU_LIMITS,
  ZCreateMenuProductRequest,
  ZMenuProduct,
  ZUpdateMenuProductRequest,
} from './menu.schema';

const messagesOf = (
  schema: typeof ZBusinessUpdate | typeof ZUpdateMenuProductRequest,
  input: unknown,
) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('translations of a business', () => {
  it('keeps a name and a description per language, trimmed', () => {
    const translations = {
      es: { name: ' Tazón Verde ', description: 'Ensaladas.' },
      ar: { name: 'الوعاء الأخضر' },
    };
    expect(ZBusinessUpdate.parse({ translations }).translations).toEqual({
      es: { name: 'Tazón Verde', description: 'Ensaladas.' },
      ar: { name: 'الوعاء الأخضر' },
    });
    expect(ZBusinessCreate.parse({ name: 'Green Bowl', translations }).translations?.es?.name).toBe(
      'Tazón Verde',
    );
  });

  it('drops the empty fields, and a language left with none', () => {
    const translations = {
      es: { name: '  ', description: 'Ensaladas.' },
      fr: { name: '', description: '' },
    };
    expect(ZBusinessUpdate.parse({ translations }).translations).toEqual({
      es: { description: 'Ensaladas.' },
    });
    expect(ZBusinessUpdate.parse({ translations: {} }).translations).toEqual({});
  });

  it('refuses another language, another field, or something else than a list by language', () => {
    expect(messagesOf(ZBusinessUpdate, { translations: { de: { name: 'Grüne Schale' } } })).toEqual(
      [MESSAGES.TRANSLATIONS_LANGUAGE_UNKNOWN],
    );
    expect(messagesOf(ZBusinessUpdate, { translations: { es: { title: 'x' } } })).toEqual([
      MESSAGES.TRANSLATIONS_FORMAT,
    ]);
    expect(messagesOf(ZBusinessUpdate, { translations: ['es'] })).toEqual([
      MESSAGES.TRANSLATIONS_FORMAT,
    ]);
    expect(messagesOf(ZBusinessUpdate, { translations: { es: 'Tazón' } })).toEqual([
      MESSAGES.TRANSLATIONS_FORMAT,
    ]);
  });

  it('holds each text to the length of the text typed', () => {
    const name = 'n'.repeat(BUSINESS_LIMITS.name);
    const description = 'd'.repeat(BUSINESS_LIMITS.description);
    expect(messagesOf(ZBusinessUpdate, { translations: { es: { name, description } } })).toEqual(
      [],
    );
    expect(
      messagesOf(ZBusinessUpdate, {
        translations: { es: { name: `${name}n`, description: `${description}d` } },
      }),
    ).toEqual([MESSAGES.TRANSLATED_NAME_LENGTH, MESSAGES.BUSINESS_TRANSLATED_DESCRIPTION_LENGTH]);
  });
});

describe('translations of a product', () => {
  it('are optional on a new product and kept when given', () => {
    expect(ZCreateMenuProductRequest.parse({ name: 'Margherita', price: 950 }).translations).toBe(
      undefined,
    );
    expect(
      ZCreateMenuProductRequest.parse({
        name: 'Margherita',
        price: 950,
        translations: { es: { name: 'Margarita', description: '' } },
      }).translations,
    ).toEqual({ es: { name: 'Margarita' } });
  });

  it('hold each text to the length of the text typed', () => {
    // One message for a name too long serves the business and the product: their names share a limit.
    expect(MENU_LIMITS.productName).toBe(BUSINESS_LIMITS.name);
    const name = 'n'.repeat(MENU_LIMITS.productName + 1);
    const description = 'd'.repeat(MENU_LIMITS.description + 1);
    expect(
      messagesOf(ZUpdateMenuProductRequest, { translations: { fr: { name, description } } }),
    ).toEqual([MESSAGES.TRANSLATED_NAME_LENGTH, MESSAGES.MENU_TRANSLATED_DESCRIPTION]);
  });

  it('are optional in a menu read from elsewhere', () => {
    const product = {
      id: 1,
      name: 'A',
      description: '',
      price: 1,
      image: null,
      available: true,
      option_groups: [],
    };
    expect(ZMenuProduct.parse(product).translations).toBe(undefined);
  });
});
