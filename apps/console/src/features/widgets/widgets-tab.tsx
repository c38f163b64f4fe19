import { zodResolver } from '@hookform/resolvers/zod';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TSite } from '@oc/domain/sites/site.schema';
import { websiteButtonColour } from '@oc/domain/themes/button-colour';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { modeFlagsFor } from '@oc/domain/themes/theme-mode';
import { type TWidgetType, WIDGET_PREVIEW_PATH } from '@oc/domain/widgets/widget-protocol';
import {
  defaultWidgetOptions,
  type TWidgetOptions,
  widgetOrigin,
  widgetPreviewParams,
  widgetSnippet,
  ZWidgetOptions,
} from '@oc/domain/widgets/widget-snippet';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WidgetOptionsForm } from './widget-options-form';
import { readWidgetOptions, storeWidgetOptions } from './widget-options-store';
import { WidgetPreview } from './widget-preview';
import { WidgetRewriteHint } from './widget-rewrite-hint';
import { WidgetSnippetCard } from './widget-snippet-card';
import '../../lib/page-words/widgets';

/** The preview page reloads this long after the last change, not at every key. */
export const PREVIEW_DEBOUNCE_MS = 300;

/** Each field of `values` that is valid on its own, else the fallback's: always valid options. */
function validPart(values: TWidgetOptions, fallback: TWidgetOptions): TWidgetOptions {
  const field = <K extends keyof TWidgetOptions>(name: K): TWidgetOptions[K] => {
    const parsed = ZWidgetOptions.shape[name].safeParse(values[name]);
    return parsed.success ? (parsed.data as TWidgetOptions[K]) : fallback[name];
  };
  return {
    type: field('type'),
    openOnMobile: field('openOnMobile'),
    openOnDesktop: field('openOnDesktop'),
    buttonText: field('buttonText'),
    buttonColor: field('buttonColor'),
    businessSlug: field('businessSlug'),
    basePath: field('basePath'),
    language: field('language'),
  };
}

const sameOptions = (a: TWidgetOptions, b: TWidgetOptions) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The Ordering widgets tab (docs/product/widgets.md): the options, the snippet they make, where it
 * points, and the real widget in a preview. Nothing is saved on the server.
 */
export function WidgetsTab({ site, theme }: { site: TSite; theme: TTheme }) {
  const { t } = useTranslation();
  const [initial] = useState(() => {
    // The widget's button starts as the website's buttons, so it matches the website it opens.
    const defaults = defaultWidgetOptions(
      websiteButtonColour(theme.values, modeFlagsFor(site.kind)),
    );
    const stored = readWidgetOptions(site.id, defaults);
    return { stored, valid: validPart(stored, defaults) };
  });
  const form = useForm<TWidgetOptions>({
    defaultValues: initial.stored,
    resolver: zodResolver(ZWidgetOptions),
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as TWidgetOptions;
  const parsed = ZWidgetOptions.safeParse(values);
  // The snippet and the preview keep the last valid options while a field is being corrected.
  const [lastValid, setLastValid] = useState(initial.valid);
  if (parsed.success && !sameOptions(parsed.data, lastValid)) setLastValid(parsed.data);
  // A language the website no longer speaks (its languages changed since it was chosen) is the
  // host page's again: the widget would otherwise open pages the website does not have.
  const valid = parsed.success ? parsed.data : lastValid;
  const options =
    valid.language && !site.languages.includes(valid.language)
      ? { ...valid, language: null }
      : valid;

  useEffect(() => storeWidgetOptions(site.id, values), [site.id, values]);
  // Options restored with a field not valid yet show its message at once.
  useEffect(() => {
    if (!ZWidgetOptions.safeParse(form.getValues()).success) void form.trigger();
  }, [form]);

  // A field the new type hides cannot show its message: it takes back its last valid value.
  const handleTypeChange = (type: TWidgetType) => {
    form.setValue('type', type, { shouldValidate: true });
    const hidden =
      type === 'inline' ? (['buttonText', 'buttonColor'] as const) : (['basePath'] as const);
    for (const name of hidden)
      if (!ZWidgetOptions.shape[name].safeParse(form.getValues(name)).success)
        form.setValue(name, lastValid[name], { shouldValidate: true });
  };

  // The custom domain once ready, else the default address
  // (docs/product/widgets.md#target-address).
  const origin = widgetOrigin({
    domain: site.domain,
    sslStatus: site.ssl_status,
    sslProcessStatus: site.ssl_process_status,
    defaultUrl: site.default_url,
  });
  const isCustomDomain = site.domain !== null && origin === `https://${site.domain}`;
  const previewSrc = `${new URL(site.default_url).origin}${WIDGET_PREVIEW_PATH}?${new URLSearchParams(widgetPreviewParams(options))}`;
  const [debouncedPreviewSrc] = useDebouncedValue(previewSrc, PREVIEW_DEBOUNCE_MS);
  const basePath = ZWidgetOptions.shape.basePath.safeParse(values.basePath);
  const isHintShown = values.type === 'inline' && basePath.success && basePath.data !== '';

  return (
    <Stack>
      <Text>{t('widgets.intro')}</Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack>
          <WidgetOptionsForm
            control={form.control}
            type={values.type}
            onTypeChange={handleTypeChange}
            languages={site.languages}
          />
          <WidgetSnippetCard
            snippet={widgetSnippet(origin, options)}
            host={new URL(origin).host}
            isCustomDomain={isCustomDomain}
            hasDomainToCome={site.domain !== null && !isCustomDomain}
            isValid={parsed.success}
          />
          {isHintShown && <WidgetRewriteHint basePath={basePath.data} />}
        </Stack>
        {/* Beside the options on a wide console, it stays in view while they scroll. */}
        <Box pos="sticky" top={72} style={{ alignSelf: 'start' }}>
          <WidgetPreview src={debouncedPreviewSrc} />
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
