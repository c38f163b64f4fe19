import { describe, expect, it } from 'vitest';
import { translationsOf, translationValuesOf } from './translation-values';

describe('translation values', () => {
  it('hold every language, empty where none is written', () => {
    expect(translationValuesOf({ es: { name: 'Margarita' } })).toEqual({
      en: { name: '', description: '' },
      es: { name: 'Margarita', description: '' },
      fr: { name: '', description: '' },
      ar: { name: '', description: '' },
    });
    expect(translationValuesOf(undefined).es).toEqual({ name: '', description: '' });
  });

  it('make the translations the API takes: trimmed, the empty ones left out, in one order', () => {
    const values = translationValuesOf({});
    values.ar = { name: '', description: ' بيتزا ' };
    values.es = { name: ' Margarita ', description: '  ' };
    expect(translationsOf(values)).toEqual({
      es: { name: 'Margarita' },
      ar: { description: 'بيتزا' },
    });
    expect(Object.keys(translationsOf(values))).toEqual(['es', 'ar']);
    expect(translationsOf(translationValuesOf({}))).toEqual({});
  });
});
