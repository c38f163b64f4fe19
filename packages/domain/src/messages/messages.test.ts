import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES, toMessageKey } from './messages';

describe('messages', () => {
  // docs/product/errors.md#translation-keys
  it('gives every text a distinct translation key: its upper-cased underscored text', () => {
    const keys = Object.values(MESSAGES).map(toMessageKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(toMessageKey('Only images can be accepted')).toBe('ONLY_IMAGES_CAN_BE_ACCEPTED');
    expect(toMessageKey("Sorry, this image doesn't look like the size we wanted.")).toBe(
      'SORRY_THIS_IMAGE_DOESN_T_LOOK_LIKE_THE_SIZE_WE_WANTED',
    );
  });
  it('has no two keys with the same text', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('THE_MAXIMUM_IMAGE_SIZE_IS_SIZE', { size: '512 KB' })).toBe(
      'The maximum image size is 512 KB',
    );
    expect(formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED', { attribute: 'domain' })).toBe(
      'The domain field is required.',
    );
    expect(formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED')).toBe(
      'The :attribute field is required.',
    );
  });
});
