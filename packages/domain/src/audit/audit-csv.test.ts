import { describe, expect, it } from 'vitest';
import type { TAuditEntry } from './audit.schema';
import { auditChangesText, formatAuditCsv } from './audit-csv';

const entry = (over: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id: 1,
  created_at: '2026-11-27T09:00:00.000Z',
  user_id: 1,
  actor: 'Olive Owner <owner@demo.test>',
  ip: '203.0.113.7',
  area: 'branding',
  action: 'site.saved',
  target: 'Ordering website',
  changes: null,
  ...over,
});

describe('auditChangesText', () => {
  it('writes plain values before → after, a secret by its name only, nothing as (none)', () => {
    expect(
      auditChangesText({
        name: { before: 'Pizza', after: 'Pizza Palace' },
        logo: { before: null, after: 'abc.png' },
        store_password: {},
        hours: { before: { mon: [] }, after: { mon: ['09:00'] } },
      }),
    ).toBe(
      'name: Pizza → Pizza Palace; logo: (none) → abc.png; store_password (changed); hours: {"mon":[]} → {"mon":["09:00"]}',
    );
    expect(auditChangesText(null)).toBe('');
  });
});

describe('formatAuditCsv', () => {
  it('writes RFC 4180 with a header row and the mark Excel needs', () => {
    const text = formatAuditCsv([entry({ target: 'Pizza, "the best"' })]);
    expect(text.startsWith('\uFEFFwhen,who,address,area,action,target,changes\r\n')).toBe(true);
    expect(text).toContain(',"Pizza, ""the best""",');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('neutralises a cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@']) {
      const text = formatAuditCsv([entry({ target: `${start}SUM(A1)` })]);
      expect(text).toContain(`,'${start}SUM(A1),`);
    }
    expect(formatAuditCsv([entry({ actor: '=cmd|calc <x@y.z>' })])).toContain(
      ",'=cmd|calc <x@y.z>,",
    );
  });
});
