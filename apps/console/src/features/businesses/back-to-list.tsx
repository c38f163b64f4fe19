import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FlowIcon } from '../../components/flow-icon';
import { Link, useLocation } from '../../lib/router';
import '../../lib/page-words/businesses';

/** What a link into a business carries: the list's search, page and status to go back to. */
export type TFromList = { list?: string };

/** Back to the Businesses list, as the owner left it (its search, status and page). */
export function BackToList() {
  const { t } = useTranslation();
  const state = useLocation().state as TFromList | null;
  const search = typeof state?.list === 'string' ? state.list : '';
  return (
    <Anchor component={Link} to={`/businesses${search}`} size="sm">
      <Group gap={4} component="span">
        <FlowIcon icon={IconArrowLeft} size={16} />
        {t('businesses.title')}
      </Group>
    </Anchor>
  );
}
