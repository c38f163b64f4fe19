import type { TMessageKey } from './messages';

// One result shape for every validation rule: the console shows the messages, the server sends
// them.
export type TRuleError = { key: TMessageKey; params?: Record<string, string | number> };
export type TRuleResult = { ok: true } | { ok: false; errors: TRuleError[] };

export const ok: TRuleResult = { ok: true };
export const fail = (...errors: TRuleError[]): TRuleResult => ({ ok: false, errors });
export const resultOf = (errors: TRuleError[]): TRuleResult =>
  errors.length === 0 ? ok : { ok: false, errors };
