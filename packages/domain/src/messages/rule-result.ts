import type { TMessageKey } from './messages';

// One result shape for every validation rule: the console shows the messages, the server sends
// them.
// A rule may say which messages it can give (`TRuleResult<TCommonMessageKey>`), so that a page
// shows them from their own small catalogue rather than every message the product has.
export type TRuleError<K extends TMessageKey = TMessageKey> = {
  key: K;
  params?: Record<string, string | number>;
};
export type TRuleResult<K extends TMessageKey = TMessageKey> =
  | { ok: true }
  | { ok: false; errors: TRuleError<K>[] };

export const ok: { ok: true } = { ok: true };
export const fail = <K extends TMessageKey>(...errors: TRuleError<K>[]): TRuleResult<K> => ({
  ok: false,
  errors,
});
export const resultOf = <K extends TMessageKey>(errors: TRuleError<K>[]): TRuleResult<K> =>
  errors.length === 0 ? ok : { ok: false, errors };
