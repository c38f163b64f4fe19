import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_LIMITS } from '@oc/domain/team/team.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useChangePassword } from '../../data/account/change-password';
import { firstErrorMessage } from '../../lib/error-message';
import '../../lib/page-words/account';

// The domain's password rule (every password of the team), with the catalogue's keys as messages.
const ZNewPassword = z
  .string()
  .min(PASSWORD_LIMITS.min, 'account.password.length')
  .max(PASSWORD_LIMITS.max, 'account.password.length');

const ZChangePasswordForm = z
  .object({
    current_password: z.string().min(1, 'account.password.currentRequired'),
    new_password: ZNewPassword,
    confirm: z.string(),
  })
  .refine((form) => form.confirm === form.new_password, {
    path: ['confirm'],
    message: 'account.password.mismatch',
  });
type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

const EMPTY: TChangePasswordForm = { current_password: '', new_password: '', confirm: '' };

/** Change password: the current one, the new one twice (docs/product/account.md#password). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const { errors, isDirty } = form.formState;
  const messageOf = (key: string | undefined) =>
    key && t(key as 'account.password.length', PASSWORD_LIMITS);
  const handleSubmit = form.handleSubmit(({ current_password, new_password }) =>
    change.mutate({ current_password, new_password }, { onSuccess: () => form.reset(EMPTY) }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('account.password.intro')}
        </Text>
        {change.isError && (
          <Alert color="red" role="alert">
            {firstErrorMessage(change.error, t('account.password.failed'))}
          </Alert>
        )}
        {change.isSuccess && !isDirty && (
          <Alert color="green" role="status">
            {t('account.password.changed')}
          </Alert>
        )}
        <PasswordInput
          label={t('account.password.current')}
          autoComplete="current-password"
          error={messageOf(errors.current_password?.message)}
          // Mantine's PasswordInput does not mark its own input as invalid.
          aria-invalid={errors.current_password ? true : undefined}
          {...form.register('current_password')}
        />
        <PasswordInput
          label={t('account.password.new')}
          description={t('account.password.newHelp', PASSWORD_LIMITS)}
          autoComplete="new-password"
          error={messageOf(errors.new_password?.message)}
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
        <Group>
          <Button type="submit" loading={change.isPending} disabled={!isDirty}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
