import { describe, expect, it } from 'vitest';
import { ZSaveColorRequest, ZSaveConstantRequest } from './app-settings.schema';

describe('ZSaveColorRequest', () => {
  it('takes a #RRGGBB colour, trimmed and upper-cased', () => {
    expect(ZSaveColorRequest.parse({ type: 'colors', text_content: ' #2c7be5 ' })).toEqual({
      type: 'colors',
      text_content: '#2C7BE5',
    });
  });
  it('explains anything else in the catalogue’s words', () => {
    for (const text_content of ['2C7BE5', '#2C7BE', '#2C7BE5F', '#GGGGGG', 'blue', '']) {
      const result = ZSaveColorRequest.safeParse({ type: 'colors', text_content });
      expect(result.success, text_content).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([
        'The colour must look like #2C7BE5',
      ]);
    }
  });
  it('wants type colors and no other field', () => {
    expect(ZSaveColorRequest.safeParse({ text_content: '#FFFFFF' }).success).toBe(false);
    expect(ZSaveColorRequest.safeParse({ type: 'files', text_content: '#FFFFFF' }).success).toBe(
      false,
    );
    expect(
      ZSaveColorRequest.safeParse({ type: 'colors', text_content: '#FFFFFF', id: 1 }).success,
    ).toBe(false);
  });
});

describe('ZSaveConstantRequest', () => {
  it('takes text, a number, a boolean or null as the value', () => {
    for (const value of ['42', 42, 1.5, true, null]) {
      expect(ZSaveConstantRequest.parse({ value })).toEqual({ value });
    }
  });
  it('refuses a missing value, objects, arrays and other fields', () => {
    for (const body of [{}, { value: {} }, { value: [] }, { value: '1', code: 'x' }]) {
      expect(ZSaveConstantRequest.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
