import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLogin } from '../../data/auth/login';
import { ApiError } from '../../lib/api-client';
import { translateServerMessage } from '../../lib/i18n';

const ZLoginForm = z.object({
  email: z.string().trim().email('auth.emailInvalid'),
  password: z.string().min(1, 'auth.passwordRequired'),
});
type TLoginForm = z.infer<typeof ZLoginForm>;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const handleSubmit = form.handleSubmit((values) => login.mutate(values, { onSuccess }));
  const serverError =
    login.error instanceof ApiError && login.error.messages[0]
      ? translateServerMessage(login.error.messages[0])
      : login.error
        ? login.error.message
        : null;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          // The only thing to do on the page: typing starts here.
          autoFocus
          error={errors.email?.message && t(errors.email.message as 'auth.emailInvalid')}
          {...form.register('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message && t(errors.password.message as 'auth.passwordRequired')}
          {...form.register('password')}
        />
        <Button type="submit" loading={login.isPending}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
