import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { TBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import { Link } from '../../lib/router';
import type { TFromList } from './back-to-list';
import { BusinessStatusBadge } from './business-status-badge';

type TProps = {
  business: TBusinessPage['items'][number];
  /** The list's address (?q=…&page=…), for the business page's way back. */
  listAddress: string;
};

/** One business of the list: logo, name (the link to it), cuisines, address and status. */
export function BusinessRow({ business, listAddress }: TProps) {
  const state: TFromList = { list: listAddress };
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar
          src={business.logo}
          alt=""
          name={business.name}
          color="initials"
          radius="md"
          size="lg"
        />
        <Stack gap={4} miw={0} flex={1}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Anchor
              component={Link}
              to={`/businesses/${business.id}`}
              state={state}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {business.name}
            </Anchor>
            <BusinessStatusBadge archived={business.archived} published={business.published} />
          </Group>
          {business.cuisines.length > 0 && (
            <Text size="sm" lineClamp={1}>
              {business.cuisines.join(' · ')}
            </Text>
          )}
          {business.address && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {business.address}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
