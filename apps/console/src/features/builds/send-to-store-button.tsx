import { Anchor, Button, Group, List, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STORE_TRACKS, type TStoreTrack } from '@oc/domain/builds/build.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { LazyModal } from '../../components/lazy-modal';
import { useSendToStore } from '../../data/builds/send-to-store';
import { errorMessages } from '../../lib/error-message';
import { searchWithField } from '../../lib/field-focus';
import { Link, useLocation } from '../../lib/router';
import '../../lib/page-words/settings-app';

/**
 * Android's 'Store (Add keys and files)' (docs/product/builds.md#send-to-store-android): asks which
 * Google Play track (internal testing unless the owner chooses another), then sends the latest
 * successful release App Bundle there. Disabled until the Play Store credential file is in App
 * keys and there is a release bundle, with what is missing listed under it before any click (the
 * credential file a link to its field); Google Play's refusals are shown in words in a dialog.
 */
export function SendToStoreButton({
  appId,
  hasRelease,
  hasCredentialFile,
}: {
  appId: number;
  hasRelease: boolean;
  hasCredentialFile: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const isReady = hasRelease && hasCredentialFile;
  const send = useSendToStore(appId);
  const [choosing, setChoosing] = useState(false);
  const [track, setTrack] = useState<TStoreTrack>('internal');
  const [errors, setErrors] = useState<string[]>([]);
  const helpId = useId();
  const trackName = (name: string) =>
    t(`settings.app.builds.store.tracks.${name as TStoreTrack}`, { defaultValue: name });
  const submit = () =>
    send.mutate(track, {
      onSuccess: (upload) => {
        setChoosing(false);
        const words = { track: trackName(upload.track), code: upload.version_code };
        notifications.show({
          color: 'green',
          message:
            upload.status === 'draft'
              ? t('settings.app.builds.store.sentDraft', words)
              : t('settings.app.builds.store.sent', words),
        });
      },
      onError: (error) => {
        setChoosing(false);
        setErrors(errorMessages(error, t('settings.app.builds.store.failed')));
      },
    });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="outline"
        disabled={!isReady}
        loading={send.isPending}
        aria-describedby={helpId}
        onClick={() => setChoosing(true)}
      >
        {t('settings.app.builds.store.button')}
      </Button>
      {isReady ? (
        <Text size="xs" c="dimmed" id={helpId}>
          {t('settings.app.builds.store.help')}
        </Text>
      ) : (
        <div id={helpId}>
          <Text size="xs">{t('settings.app.builds.store.missing')}</Text>
          <List size="xs" spacing={2}>
            {!hasCredentialFile && (
              <List.Item>
                <Anchor
                  component={Link}
                  size="xs"
                  to={searchWithField(search, 'android.playstore_credential_file')}
                >
                  {t('settings.app.builds.store.needsCredential')}
                </Anchor>
              </List.Item>
            )}
            {!hasRelease && <List.Item>{t('settings.app.builds.store.needsRelease')}</List.Item>}
          </List>
        </div>
      )}
      <LazyModal
        opened={choosing}
        onClose={() => setChoosing(false)}
        title={t('settings.app.builds.store.dialogTitle')}
        centered
      >
        <Radio.Group
          label={t('settings.app.builds.store.track')}
          description={t('settings.app.builds.store.trackHelp')}
          value={track}
          onChange={(next) => setTrack(next as TStoreTrack)}
          mb="md"
        >
          <Stack gap="xs" mt="xs">
            {STORE_TRACKS.map((name) => (
              <Radio key={name} value={name} label={trackName(name)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setChoosing(false)} disabled={send.isPending}>
            {t('settings.app.builds.store.cancel')}
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            {t('settings.app.builds.store.send')}
          </Button>
        </Group>
      </LazyModal>
      <AlertDialog
        title={t('settings.app.builds.store.errorTitle')}
        messages={errors}
        closeLabel={t('settings.app.builds.store.ok')}
        onClose={() => setErrors([])}
      />
    </Stack>
  );
}
