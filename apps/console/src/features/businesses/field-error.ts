import {
  type FieldErrors,
  type FieldPath,
  get,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { translateServerMessage } from '../../lib/i18n';
import type { TBusinessFormValues } from './business-form-values';

export type TBusinessForm = UseFormReturn<TBusinessFormValues>;
type TName = FieldPath<TBusinessFormValues> | `${FieldPath<TBusinessFormValues>}.root`;

/**
 * The message under a field, in the owner's language: the domain's and the server's by their key
 * (docs/product/errors.md#translation-keys), the console's own as given.
 */
export function messageOf(errors: FieldErrors<TBusinessFormValues>, name: TName) {
  const error: { message?: unknown } | undefined = get(errors, name);
  const message = error?.message;
  return typeof message === 'string' && message ? translateServerMessage(message) : undefined;
}

/**
 * The messages of some fields (and of what is inside them), read by the part of the form that
 * shows them: only that part draws again when they change, not the whole form.
 */
export function useFieldErrors(form: TBusinessForm, names: FieldPath<TBusinessFormValues>[]) {
  const { errors, isSubmitted } = useFormState({ control: form.control, name: names });
  return { errorOf: (name: TName) => messageOf(errors, name), isSubmitted };
}
