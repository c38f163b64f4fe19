import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { useConfigs } from '../../data/configs/get-configs';
import { translateServerMessage } from '../../lib/i18n';
import { CustomSoundDialog } from './custom-sound-dialog';

/**
 * The custom notification sound in use, and the dialog that changes it
 * (docs/product/app-settings.md#custom-sound).
 */
export function CustomSoundSection() {
  const { t } = useTranslation();
  const configs = useConfigs();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const sound = configs.data?.custom_sound ?? null;

  const current = configs.isPending ? (
    <Skeleton h={54} role="status" aria-busy="true" aria-label={t('settings.sound.loading')} />
  ) : configs.error ? (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">
          {t('settings.sound.loadError', {
            message: translateServerMessage(configs.error.message),
          })}
        </Text>
        <Button size="xs" variant="light" onClick={() => void configs.refetch()}>
          {t('settings.sound.retry')}
        </Button>
      </Group>
    </Alert>
  ) : sound ? (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('settings.sound.current')}
      </Text>
      {/* biome-ignore lint/a11y/useMediaCaption: a notification chime has no words to caption */}
      <audio
        controls
        preload="none"
        src={sound}
        aria-label={t('settings.sound.player')}
        // Chromium's player is 300 px wide whatever the room: wider than a card on a phone.
        style={{ maxWidth: '100%' }}
      />
      {/* An uploaded sound is stored as /files/…; the owner sees the full address. */}
      <Anchor
        href={sound}
        target="_blank"
        rel="noreferrer"
        size="sm"
        style={{ wordBreak: 'break-all' }}
      >
        {new URL(sound, window.location.origin).href}
      </Anchor>
    </Stack>
  ) : (
    <Text size="sm" c="dimmed">
      {t('settings.sound.none')}
    </Text>
  );

  return (
    <SectionCard title={t('settings.sound.title')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('settings.sound.description')}
        </Text>
        {current}
        <Group>
          <Button variant="light" onClick={() => setDialogOpen(true)} disabled={!configs.data}>
            {t('settings.sound.change')}
          </Button>
        </Group>
      </Stack>
      {isDialogOpen && (
        <CustomSoundDialog currentUrl={sound} onClose={() => setDialogOpen(false)} />
      )}
    </SectionCard>
  );
}
