import Papa from 'papaparse';
import { guardFormula } from '../catalogue/menu-csv-cells';
import type { TAuditEntry } from './audit.schema';

// The record of who changed what as a CSV file (RFC 4180, UTF-8 with the mark Excel needs, a header
// row): like the orders' export, a cell a spreadsheet would run as a formula is written as text.

export const AUDIT_CSV_COLUMNS = [
  'when',
  'who',
  'address',
  'area',
  'action',
  'target',
  'changes',
] as const;

const BOM = '\uFEFF';

/** A value as the log shows it: text as is, anything else as JSON, nothing as an empty mark. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** An entry's changes, a field each: 'name: Pizza → Pizza Palace', 'store_password (changed)'. */
export function auditChangeLines(changes: TAuditEntry['changes']): string[] {
  return Object.entries(changes ?? {}).map(([field, change]) =>
    'before' in change || 'after' in change
      ? `${field}: ${auditValueText(change.before)} → ${auditValueText(change.after)}`
      : `${field} (changed)`,
  );
}

/** 'name: Pizza → Pizza Palace; store_password (changed)': an entry's changes on one line. */
export const auditChangesText = (changes: TAuditEntry['changes']) =>
  auditChangeLines(changes).join('; ');

export function formatAuditCsv(entries: TAuditEntry[]): string {
  const lines = entries.map((e) => [
    e.created_at,
    e.actor,
    e.ip ?? '',
    e.area,
    e.action,
    e.target,
    auditChangesText(e.changes),
  ]);
  const rows = [[...AUDIT_CSV_COLUMNS], ...lines.map((cells) => cells.map(guardFormula))];
  return `${BOM}${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
}
