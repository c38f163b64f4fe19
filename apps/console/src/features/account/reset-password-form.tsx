import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { PASSWORD_LIMITS } from '@oc/domain/team/team.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSetPasswordWithReset } from '../../data/account/use-password-reset';
import { firstErrorMessage } from '../../lib/error-message';
import '../../lib/page-words/account';

const ZResetForm = z
  .object({
    new_password: z
      .string()
      .min(PASSWORD_LIMITS.min, 'account.password.length')
      .max(PASSWORD_LIMITS.max, 'account.password.length'),
    confirm: z.string(),
  })
  .refine((form) => form.confirm === form.new_password, {
    path: ['confirm'],
    message: 'account.password.mismatch',
  });
type TResetForm = z.infer<typeof ZResetForm>;

/** The new password twice, set with the reset link's token. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const reset = useSetPasswordWithReset(token);
  const form = useForm<TResetForm>({
    resolver: zodResolver(ZResetForm),
    defaultValues: { new_password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const messageOf = (key: string | undefined) =>
    key && t(key as 'account.password.length', PASSWORD_LIMITS);
  const handleSubmit = form.handleSubmit(({ new_password }) =>
    reset.mutate({ new_password }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {reset.isError && (
          <Alert color="red" role="alert">
            {firstErrorMessage(reset.error, t('account.reset.failed'))}
          </Alert>
        )}
        <PasswordInput
          label={t('account.password.new')}
          description={t('account.password.newHelp', PASSWORD_LIMITS)}
          autoComplete="new-password"
          autoFocus
          error={messageOf(errors.new_password?.message)}
          // Mantine's PasswordInput does not mark its own input as invalid.
          aria-invalid={errors.new_password ? true : undefined}
          {...form.register('new_password')}
        />
        <PasswordInput
          label={t('account.password.confirm')}
          autoComplete="new-password"
          error={messageOf(errors.confirm?.message)}
          aria-invalid={errors.confirm ? true : undefined}
          {...form.register('confirm')}
        />
        <Button type="submit" loading={reset.isPending}>
          {t('account.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
