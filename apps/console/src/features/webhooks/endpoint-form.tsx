import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import {
  type TWebhookEndpointCreate,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  ZWebhookEndpointCreate,
} from '@oc/domain/webhooks/webhook.schema';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GrowingTextarea } from '../../components/growing-textarea';
import { errorMessages } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { EVENT_WORDS, fieldOfMessage } from './webhook-words';
import '../../lib/page-words/webhooks';

export type TEndpointFormValues = z.input<typeof ZWebhookEndpointCreate>;

type TProps = {
  defaultValues: TEndpointFormValues;
  submitLabel: string;
  /** Sends the checked values; resolves when saved, rejects with the server's refusal. */
  onSave: (values: TWebhookEndpointCreate) => Promise<unknown>;
  /** Buttons before Save (Cancel, in the Add dialog). */
  extraActions?: ReactNode;
  /** Save only once something changed (editing), or at once (adding). */
  needsChange?: boolean;
  isDisabled?: boolean;
};

/**
 * An endpoint's address, description and events (docs/product/webhooks.md#endpoints), checked with
 * the domain's schema, the server's own. A refused save's messages are shown on the field they are
 * about (a private address on the address), the others above the form.
 */
export function EndpointForm({
  defaultValues,
  submitLabel,
  onSave,
  extraActions,
  needsChange = false,
  isDisabled = false,
}: TProps) {
  const { t } = useTranslation();
  const form = useForm<TEndpointFormValues, unknown, TWebhookEndpointCreate>({
    defaultValues,
    resolver: zodResolver(ZWebhookEndpointCreate),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const messageOf = (message: unknown) =>
    typeof message === 'string' && message ? translateServerMessage(message) : undefined;

  const handleValid = async (values: TWebhookEndpointCreate) => {
    try {
      await onSave(values);
      form.reset(values);
    } catch (error) {
      for (const message of errorMessages(error, t('webhooks.form.failed'))) {
        const field = fieldOfMessage(message);
        form.setError(field ?? 'root.server', { type: 'server', message });
      }
    }
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(handleValid)(event)} noValidate>
      <Stack>
        {errors.root?.server && (
          <Alert color="red" role="alert">
            {messageOf(errors.root.server.message)}
          </Alert>
        )}
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHelp')}
          placeholder="https://"
          type="url"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={WEBHOOK_LIMITS.url}
          disabled={isDisabled}
          error={messageOf(errors.url?.message)}
          data-autofocus
          {...form.register('url')}
        />
        <GrowingTextarea
          label={t('webhooks.form.description')}
          description={t('webhooks.form.descriptionHelp', { max: WEBHOOK_LIMITS.description })}
          minRows={1}
          disabled={isDisabled}
          error={messageOf(errors.description?.message)}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={t('webhooks.form.events')}
              description={t('webhooks.form.eventsHelp')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={messageOf(errors.events?.message)}
              required
            >
              <Stack mt="xs" gap="xs">
                {WEBHOOK_EVENTS.map((event, i) => (
                  <Checkbox
                    key={event}
                    ref={i === 0 ? field.ref : undefined}
                    value={event}
                    label={t(EVENT_WORDS[event])}
                    disabled={isDisabled}
                    onBlur={field.onBlur}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          {extraActions}
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={isDisabled || (needsChange && !isDirty)}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
