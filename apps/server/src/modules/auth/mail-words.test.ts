import { MEMBER_LANGUAGES } from '@oc/domain/account/member-language';
import { describe, expect, it } from 'vitest';
import { MAIL_WORDS, mailDateTime, mailText } from './mail-words';

// The emails' words (mail-words/*.json): every language says everything English does, with the same
// placeholders, so no email goes out half translated or with a `{{name}}` left in it.

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the emails’ words', () => {
  it('have the same keys and placeholders in every language, none left empty or in English', () => {
    const keys = Object.keys(MAIL_WORDS.en).sort();
    for (const language of MEMBER_LANGUAGES) {
      const words = MAIL_WORDS[language];
      expect(Object.keys(words).sort(), language).toEqual(keys);
      for (const key of keys) {
        const text = words[key as keyof typeof words];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(MAIL_WORDS.en[key as keyof typeof words]),
        );
        if (language !== 'en')
          expect(text, `${language} ${key}`).not.toBe(MAIL_WORDS.en[key as keyof typeof words]);
      }
    }
  });

  it('fill their placeholders', () => {
    expect(
      mailText('es', 'invitation.intro', { inviter: 'Ana', project: 'Tacos', role: 'x' }),
    ).toBe('Ana te invita a unirte al equipo de Tacos como x.');
  });

  it('write a date and time in the language, in UTC with the zone named, in Latin digits', () => {
    const at = new Date('2026-12-04T16:23:00Z');
    expect(mailDateTime(at, 'en')).toMatch(/^December 4, 2026.*4:23\sPM UTC$/);
    expect(mailDateTime(at, 'es')).toMatch(/^4 de diciembre de 2026.*16:23 UTC$/);
    expect(mailDateTime(at, 'fr')).toMatch(/^4 décembre 2026.*16:23 UTC$/);
    expect(mailDateTime(at, 'ar')).toMatch(/^4 ديسمبر 2026.*4:23.*UTC$/);
  });
});
