import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../components/copyable-code';
import { SectionCard } from '../../components/section-card';
import '../../lib/page-words/widgets';

type TProps = {
  snippet: string;
  /**
   * The host the snippet loads from, and whether it is the custom domain
   * (docs/product/widgets.md#target-address).
   */
  host: string;
  isCustomDomain: boolean;
  /** The site has a custom domain that is not ready yet. */
  hasDomainToCome: boolean;
  /** The options are valid: when not, the snippet is the last valid one and cannot be copied. */
  isValid: boolean;
};

/** The snippet the owner pastes into their own page, where it points, and its Copy button. */
export function WidgetSnippetCard({
  snippet,
  host,
  isCustomDomain,
  hasDomainToCome,
  isValid,
}: TProps) {
  const { t } = useTranslation();
  const pointsAt = isCustomDomain
    ? t('widgets.snippet.pointsAtDomain', { host })
    : hasDomainToCome
      ? t('widgets.snippet.pointsAtDefaultForNow', { host })
      : t('widgets.snippet.pointsAtDefault', { host });
  return (
    <SectionCard title={t('widgets.snippet.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('widgets.snippet.help')}</Text>
        <CopyableCode
          code={snippet}
          label={t('widgets.snippet.label')}
          copyLabel={t('widgets.snippet.copy')}
          copiedLabel={t('widgets.copied')}
          isCopyDisabled={!isValid}
        />
        <Text size="sm" c="dimmed">
          {pointsAt}
        </Text>
        {!isValid && (
          <Text size="sm" c="red">
            {t('widgets.snippet.invalid')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
