import { SimpleGrid, Stack, Text } from '@mantine/core';
import { inlineHashOf, rewriteRules } from '@oc/domain/widgets/widget-snippet';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../components/copyable-code';
import { SectionCard } from '../../components/section-card';
import '../../lib/page-words/widgets';

/**
 * The server lines for clean inline deep links (docs/product/widgets.md#inline-deep-links):
 * optional, since the widget keeps its page in the address's hash without them.
 */
export function WidgetRewriteHint({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  // The page holding the widget, as the hint supposes it; the text tells the owner to change it.
  const page = `${basePath}/index.html`;
  const rules = rewriteRules(basePath, page);
  return (
    <SectionCard title={t('widgets.rewrite.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('widgets.rewrite.intro', {
            basePath,
            page,
            example: `${basePath}/store/…`,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('widgets.rewrite.without', { hash: inlineHashOf('…') })}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <CopyableCode
            code={rules.nginx}
            label={t('widgets.rewrite.nginx')}
            isLabelShown
            copyLabel={t('widgets.rewrite.copy', { server: t('widgets.rewrite.nginx') })}
            copiedLabel={t('widgets.copied')}
          />
          <CopyableCode
            code={rules.apache}
            label={t('widgets.rewrite.apache')}
            isLabelShown
            copyLabel={t('widgets.rewrite.copy', { server: t('widgets.rewrite.apache') })}
            copiedLabel={t('widgets.copied')}
          />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
