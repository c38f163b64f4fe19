import { Badge } from '@mantine/core';
import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { IconAlertTriangle, IconCircleCheck, IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/webhooks';

type TStatus = 'active' | 'off' | 'disabled';

/** On; off by the owner; or turned off by the server, which says why. */
export function statusOf(endpoint: Pick<TWebhookEndpoint, 'enabled' | 'disabled_reason'>): TStatus {
  if (endpoint.enabled) return 'active';
  return endpoint.disabled_reason ? 'disabled' : 'off';
}

const LOOK = {
  active: { color: 'green', Icon: IconCircleCheck },
  off: { color: 'gray', Icon: IconPlayerPause },
  disabled: { color: 'red', Icon: IconAlertTriangle },
} as const;

/** Active, Off or Disabled, in words and an icon, not by colour alone. */
export function EndpointStatusBadge({
  endpoint,
}: {
  endpoint: Pick<TWebhookEndpoint, 'enabled' | 'disabled_reason'>;
}) {
  const { t } = useTranslation();
  const status = statusOf(endpoint);
  const { color, Icon } = LOOK[status];
  return (
    <Badge color={color} variant="light" leftSection={<Icon size={12} aria-hidden />}>
      {t(`webhooks.status.${status}`)}
    </Badge>
  );
}
