import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FlowIcon } from '../../components/flow-icon';
import { LoadFailed } from '../../components/load-failed';
import { SectionCard } from '../../components/section-card';
import { useWebhookEndpoint } from '../../data/webhooks/get-webhook-endpoint';
import { Link, useParams, useSearchParams } from '../../lib/router';
import { DeliveryLog } from './delivery-log';
import { EndpointActions } from './endpoint-actions';
import { EndpointSettings } from './endpoint-settings';
import { EndpointSwitch } from './endpoint-switch';
import { logPageOf } from './log-address';
import '../../lib/page-words/webhooks';

function BackToWebhooks() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/webhooks" size="sm">
      <Group gap={4} component="span">
        <FlowIcon icon={IconArrowLeft} size={16} />
        {t('webhooks.title')}
      </Group>
    </Anchor>
  );
}

/**
 * /webhooks/:endpointId: one endpoint (docs/product/screens.md#webhooks): on or off, Send test
 * event, Rotate secret, Delete, its settings, and its delivery log (?page=).
 */
export function EndpointPage() {
  const { t } = useTranslation();
  const endpointId = Number(useParams().endpointId);
  const [params, setParams] = useSearchParams();
  const page = logPageOf(params);
  const endpoint = useWebhookEndpoint(endpointId);

  let content: React.ReactNode;
  if (endpoint.data) {
    content = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ wordBreak: 'break-all' }}>
            {endpoint.data.url}
          </Title>
          {endpoint.data.description && <Text c="dimmed">{endpoint.data.description}</Text>}
        </Stack>
        <EndpointSwitch endpoint={endpoint.data} />
        <EndpointActions endpointId={endpointId} />
        <SectionCard title={t('webhooks.detail.deliveries')}>
          <DeliveryLog
            endpointId={endpointId}
            page={page}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </SectionCard>
        <SectionCard title={t('webhooks.detail.settings')}>
          <EndpointSettings key={endpoint.data.id} endpoint={endpoint.data} />
        </SectionCard>
      </Stack>
    );
  } else if (endpoint.isError) {
    content = (
      <LoadFailed
        title={t('webhooks.detail.loadFailed')}
        error={endpoint.error}
        onRetry={() => void endpoint.refetch()}
      />
    );
  } else {
    content = (
      <Stack aria-busy="true" aria-label={t('webhooks.detail.loading')} role="status">
        <Skeleton height={32} width="60%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  return (
    <Stack>
      <BackToWebhooks />
      {content}
    </Stack>
  );
}
