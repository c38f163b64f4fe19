import { Button, Group, Text } from '@mantine/core';
import { WEBHOOK_LIMITS } from '@oc/domain/webhooks/webhook.schema';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/webhooks';

type TProps = { count: number; onClick: () => void };

/** Add endpoint, or, at the limit of endpoints a project may have, why not. */
export function AddEndpointButton({ count, onClick }: TProps) {
  const { t } = useTranslation();
  const whyId = useId();
  const isFull = count >= WEBHOOK_LIMITS.endpoints;
  return (
    <Group gap="sm">
      {isFull && (
        <Text id={whyId} size="sm" c="dimmed">
          {t('webhooks.list.full', { max: WEBHOOK_LIMITS.endpoints })}
        </Text>
      )}
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        disabled={isFull}
        aria-describedby={isFull ? whyId : undefined}
        onClick={onClick}
      >
        {t('webhooks.add.button')}
      </Button>
    </Group>
  );
}
