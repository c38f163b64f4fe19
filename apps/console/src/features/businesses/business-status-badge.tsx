import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/businesses';

/** Archived, else Published or Unpublished: whether customers see the business on the website. */
export function BusinessStatusBadge({
  archived,
  published,
}: {
  archived: boolean;
  published: boolean;
}) {
  const { t } = useTranslation();
  if (archived)
    return (
      <Badge color="gray" variant="light">
        {t('businesses.status.archived')}
      </Badge>
    );
  return published ? (
    <Badge color="green" variant="light">
      {t('businesses.status.published')}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light">
      {t('businesses.status.unpublished')}
    </Badge>
  );
}
