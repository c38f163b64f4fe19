import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanDomain } from '@oc/domain/domains/domain-name.rules';
import { MESSAGES } from '@oc/domain/messages/messages';
import { type FocusEvent, type FormEvent, useMemo, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { MantineModal } from '../../components/mantine-modal';
import { useConfigs } from '../../data/configs/get-configs';
import { useRequestDomain } from '../../data/domains/request-domain';
import { errorMessages, firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import {
  domainFormSchema,
  EMPTY_DOMAIN_FORM,
  needsMapsKey,
  requestBodyOf,
  type TDomainForm,
} from './domain-form';

type TRequest = ReturnType<typeof useRequestDomain>;

type TProps = {
  siteId: number;
  /** The dialog's title: 'Request custom domain' or 'Change custom domain'. */
  title: string;
  /** Where the owner's CNAME record must point (`{subdomain}.{PLATFORM_DOMAIN}`). */
  target: string;
  /** False when this server cannot serve certificates: said at once, and nothing is asked. */
  certificatesAvailable: boolean;
  onClose: () => void;
};

/** The form, once the project's configs say whether a maps key is already configured. */
function DomainForm({
  target,
  hasConfiguredKey,
  request,
  onAlert,
  onClose,
}: {
  target: string;
  hasConfiguredKey: boolean;
  request: TRequest;
  onAlert: (messages: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      domainFormSchema({
        hasConfiguredKey,
        attributes: {
          domain: t('settings.basic.customDomain.dialog.attributes.domain'),
          mapsKey: t('settings.basic.customDomain.dialog.attributes.mapsKey'),
        },
      }),
    [hasConfiguredKey, t],
  );
  const form = useForm<TDomainForm>({
    defaultValues: EMPTY_DOMAIN_FORM,
    resolver: zodResolver(schema),
  });
  const useOwnKey = useWatch({ control: form.control, name: 'useOwnKey' });
  const isKeyShown = needsMapsKey({ useOwnKey }, hasConfiguredKey);

  const handleValid = (values: TDomainForm) =>
    request.mutate(requestBodyOf(values, hasConfiguredKey), {
      onSuccess: (status) => {
        notifications.show({
          color: 'green',
          message: t('settings.basic.customDomain.dialog.requested', { domain: status.domain }),
        });
        onClose();
      },
      // The server's refusals (a domain taken, a request already pending) join the same alert.
      onError: (error) =>
        onAlert(errorMessages(error, t('settings.basic.customDomain.dialog.failed'))),
    });
  // Listed in the order of the fields, as the server lists them.
  const handleInvalid = (errors: FieldErrors<TDomainForm>) =>
    onAlert(
      [errors.domain?.message, errors.mapsKey?.message].flatMap((message) =>
        message ? [translateServerMessage(message)] : [],
      ),
    );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog is portalled out of the Basic settings form in the page, but React still bubbles
    // its submit event up to that form, which would save the basic settings.
    event.stopPropagation();
    void form.handleSubmit(handleValid, handleInvalid)(event);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('settings.basic.customDomain.dialog.domain')}
          description={t('settings.basic.customDomain.dialog.domainHelp')}
          placeholder="order.example.com"
          autoComplete="off"
          spellCheck={false}
          disabled={request.isPending}
          // A pasted address (https://Order.Example.com/) keeps only its domain once the owner
          // leaves the field, as the server cleans it.
          {...form.register('domain', {
            onBlur: (event: FocusEvent<HTMLInputElement>) =>
              form.setValue('domain', cleanDomain(event.target.value)),
          })}
        />
        <Text size="sm">{t('settings.basic.customDomain.dialog.dnsHelp', { target })}</Text>
        {hasConfiguredKey && (
          <Checkbox
            label={t('settings.basic.customDomain.dialog.ownKey')}
            disabled={request.isPending}
            {...form.register('useOwnKey')}
          />
        )}
        {isKeyShown && (
          <TextInput
            label={t('settings.basic.customDomain.dialog.mapsKey')}
            description={t('settings.basic.customDomain.dialog.mapsKeyHelp')}
            autoComplete="off"
            spellCheck={false}
            disabled={request.isPending}
            {...form.register('mapsKey')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={request.isPending}>
            {t('settings.basic.customDomain.dialog.cancel')}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t('settings.basic.customDomain.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The custom domain dialog (docs/product/custom-domain.md#custom-domain-form): the domain, and the
 * Google Maps API key unless the project already has one (then an option to type the owner's
 * own). Mount it only while open, so each opening starts empty.
 */
export function CustomDomainDialog({
  siteId,
  title,
  target,
  certificatesAvailable,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const configs = useConfigs();
  const request = useRequestDomain(siteId);
  const [alert, setAlert] = useState<string[]>([]);
  return (
    <MantineModal
      opened
      // While the request is on its way the dialog stays until the server answers; while the alert
      // is open, Escape closes only the alert (both dialogs listen for it), so nothing typed is lost.
      onClose={request.isPending ? () => {} : onClose}
      closeOnEscape={!request.isPending && alert.length === 0}
      closeOnClickOutside={!request.isPending}
      title={title}
      centered
    >
      {!certificatesAvailable ? (
        // Said before anything is typed: the server would refuse the request anyway.
        <Stack>
          <Alert color="yellow" role="alert">
            {translateServerMessage(MESSAGES.DOMAIN_CERTIFICATES_OFF)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('settings.basic.customDomain.dialog.close')}
            </Button>
          </Group>
        </Stack>
      ) : configs.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('settings.basic.customDomain.dialog.loading')} />
        </Group>
      ) : (
        <Stack>
          {/* Without the configs nobody knows whether a key is configured, so the key is asked for. */}
          {configs.isError && (
            <Alert color="yellow">
              {firstErrorMessage(
                configs.error,
                t('settings.basic.customDomain.dialog.configsFailed'),
              )}
            </Alert>
          )}
          <DomainForm
            target={target}
            hasConfiguredKey={Boolean(configs.data?.google_maps_api_key?.trim())}
            request={request}
            onAlert={setAlert}
            onClose={onClose}
          />
        </Stack>
      )}
      {/* Mounted after the form so it opens on top of the dialog. */}
      {alert.length > 0 && (
        <AlertDialog
          title={t('settings.basic.customDomain.dialog.alertTitle')}
          messages={alert}
          closeLabel={t('settings.basic.customDomain.dialog.ok')}
          onClose={() => setAlert([])}
        />
      )}
    </MantineModal>
  );
}
