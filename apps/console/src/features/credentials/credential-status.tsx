import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/settings-app';

/**
 * Whether a credential is stored: its value is never shown, only that it is set
 * (docs/product/credentials.md#what-is-shown).
 */
export function CredentialStatus({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge component="span" size="xs" variant="light" color={isSet ? 'green' : 'gray'} me={6}>
      {isSet ? t('settings.app.keys.isSet') : t('settings.app.keys.notSet')}
    </Badge>
  );
}
