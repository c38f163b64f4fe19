import { type FieldErrors, get } from 'react-hook-form';
import { translateServerMessage } from '../../lib/i18n';
import type { TProductFormValues } from './product-form-values';

/** The message under a field (or a list: its own `root`), in the owner's language. */
export function messageOf(errors: FieldErrors<TProductFormValues>, name: string) {
  const error: { message?: unknown; root?: { message?: unknown } } | undefined = get(errors, name);
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' && message ? translateServerMessage(message) : undefined;
}
