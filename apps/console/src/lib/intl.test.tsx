import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderClock } from '../features/orders/order-clock';
import { renderWithProviders } from '../test/render';
import { i18n, setConsoleLanguage } from './i18n';
import { formatDateTime, formatList, formatNumber, intlLocaleOf } from './intl';

// Numbers, dates, times and lists in the console's language, by Intl (lib/intl.ts).

const NOON = new Date('2026-11-27T12:05:09Z');
const inUtc = { date: { timeZone: 'UTC' } };

describe('the Intl locale of a console language', () => {
  it('is the language itself, and Arabic with Latin digits whatever the browser defaults to', () => {
    expect(intlLocaleOf('en')).toBe('en');
    expect(intlLocaleOf('es')).toBe('es');
    expect(intlLocaleOf('fr')).toBe('fr');
    expect(intlLocaleOf('ar')).toBe('ar-u-nu-latn');
  });
});

describe('numbers, dates and lists', () => {
  it('are written as each language writes them', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(12345.5, 'es')).toBe('12.345,5');
    expect(formatNumber(1234.5, 'fr')).toBe('1\u202f234,5');
    expect(formatNumber(1234.5, 'ar')).toBe('1,234.5');
    const utc = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    // The space before PM is a plain or a narrow one, depending on the browser's Intl data.
    expect(formatDateTime(NOON, 'en', utc)).toMatch(/^Nov 27, 2026, 12:05[\s\u202f]PM$/);
    expect(formatDateTime(NOON, 'es', utc)).toBe('27 nov 2026, 12:05');
    expect(formatDateTime(NOON, 'fr', utc)).toBe('27 nov. 2026, 12:05');
    expect(formatDateTime(NOON, 'ar', utc)).toBe('27\u200f/11\u200f/2026، 12:05 م');
    expect(formatList(['Green Bowl', 'Pizza Palace', 'Noodle Bar'], 'en')).toBe(
      'Green Bowl, Pizza Palace, and Noodle Bar',
    );
    expect(formatList(['A', 'B', 'C'], 'es')).toBe('A, B y C');
    expect(formatList(['A', 'B'], 'fr')).toBe('A et B');
    expect(formatList(['A', 'B'], 'ar')).toBe('A وB');
    expect(formatList(['PNG', 'JPG'], 'es', 'disjunction')).toBe('PNG o JPG');
  });
});

describe("the catalogues' formats", () => {
  it("write dates, numbers and times ago in the console's language", async () => {
    const exact = () =>
      i18n.t('settings.app.builds.exactTime', { date: NOON, formatParams: inUtc });
    const ago = () =>
      i18n.t('settings.app.builds.updatedAt', {
        when: -3,
        formatParams: { when: { range: 'hour' } },
      });
    const size = () => i18n.t('settings.app.builds.downloads.sizeMB', { value: 1234.56 });
    expect(exact()).toMatch(/^Nov 27, 2026, 12:05:09[\s\u202f]PM$/);
    expect([ago(), size()]).toEqual(['Updated 3 hours ago', '1,234.6 MB']);
    await setConsoleLanguage('es');
    expect([exact(), ago(), size()]).toEqual([
      '27 nov 2026, 12:05:09',
      'Actualizado hace 3 horas',
      '1234,6 MB',
    ]);
    await setConsoleLanguage('fr');
    expect([exact(), ago(), size()]).toEqual([
      '27 nov. 2026, 12:05:09',
      'Mis à jour il y a 3 heures',
      '1\u202f234,6 Mo',
    ]);
    await setConsoleLanguage('ar');
    expect([exact(), ago(), size()]).toEqual([
      '27\u200f/11\u200f/2026، 12:05:09 م',
      'تم التحديث قبل 3 ساعات',
      '1,234.6 MB',
    ]);
  });

  it('ask Intl for Arabic with Latin digits, not the bare language', async () => {
    const asked: unknown[] = [];
    const DateTimeFormat = Intl.DateTimeFormat;
    class Recorded extends DateTimeFormat {
      constructor(locale?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
        super(locale, options);
        asked.push(locale);
      }
    }
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(Recorded as typeof Intl.DateTimeFormat);
    await setConsoleLanguage('ar');
    i18n.t('settings.app.builds.exactTime', {
      date: NOON,
      formatParams: { date: { hour12: true } },
    });
    expect(asked).toContain('ar-u-nu-latn');
    expect(asked).not.toContain('ar');
  });
});

describe('an order time on screen', () => {
  it('is written again in the new language when the member switches', async () => {
    const now = new Date('2026-11-29T03:30:00Z');
    renderWithProviders(
      <OrderClock at="2026-11-28T04:10:00Z" timeZone="America/New_York" now={now} />,
    );
    expect(screen.getByText('Fri, Nov 27 23:10')).toBeVisible();
    await act(() => setConsoleLanguage('es'));
    expect(await screen.findByText('vie, 27 nov 23:10')).toBeVisible();
    await act(() => setConsoleLanguage('ar'));
    expect(await screen.findByText(/الجمعة، 27 نوفمبر/)).toHaveTextContent('23:10');
  });
});
