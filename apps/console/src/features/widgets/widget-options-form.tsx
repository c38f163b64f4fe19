import { Select, Stack, TextInput } from '@mantine/core';
import { SITE_LANGUAGE_NAMES, type TSiteLanguage } from '@oc/domain/website/site-languages';
import { NARROW_SCREEN_MAX, type TWidgetType } from '@oc/domain/widgets/widget-protocol';
import type { TWidgetOptions } from '@oc/domain/widgets/widget-snippet';
import { type Control, Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BusinessPicker } from '../../components/business-picker';
import { ColourField } from '../../components/colour-field';
import { SectionCard } from '../../components/section-card';
import { SwitchField } from '../../components/switch-field';
import { translateServerMessage } from '../../lib/i18n';
import { WidgetTypeField } from './widget-type-field';
import '../../lib/page-words/widgets';

type TProps = {
  control: Control<TWidgetOptions>;
  type: TWidgetType;
  onTypeChange: (type: TWidgetType) => void;
  /** The languages the ordering website speaks, the default first: the widget may speak one. */
  languages: readonly TSiteLanguage[];
};

/** The Select's value for no language of the snippet's own: the host page's. */
const PAGE_LANGUAGE = 'page';

/** A field's message from the domain's catalogue, in the owner's language. */
const messageOf = (error: FieldError | undefined) =>
  error?.message ? translateServerMessage(error.message) : undefined;

/**
 * The widget's options (docs/product/widgets.md#the-tab). The chat and popup have a button and
 * may open by themselves; the inline widget has neither, and may keep its page under a base path.
 */
export function WidgetOptionsForm({ control, type, onTypeChange, languages }: TProps) {
  const { t } = useTranslation();
  const hasButton = type !== 'inline';
  return (
    <SectionCard title={t('widgets.options.title')}>
      <Stack>
        <WidgetTypeField value={type} onChange={onTypeChange} />
        {hasButton && (
          <>
            <Controller
              control={control}
              name="openOnMobile"
              render={({ field }) => (
                <SwitchField
                  label={t('widgets.options.openOnMobile')}
                  description={t('widgets.options.openOnMobileHelp', { width: NARROW_SCREEN_MAX })}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="openOnDesktop"
              render={({ field }) => (
                <SwitchField
                  label={t('widgets.options.openOnDesktop')}
                  description={t('widgets.options.openOnDesktopHelp')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="buttonText"
              render={({ field, fieldState }) => (
                <TextInput
                  label={t('widgets.options.buttonText')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={messageOf(fieldState.error)}
                />
              )}
            />
            <Controller
              control={control}
              name="buttonColor"
              render={({ field, fieldState }) => (
                <ColourField
                  label={t('widgets.options.buttonColor')}
                  description={t('widgets.options.buttonColorHelp')}
                  value={field.value}
                  onChange={field.onChange}
                  error={messageOf(fieldState.error)}
                />
              )}
            />
          </>
        )}
        <Controller
          control={control}
          name="businessSlug"
          render={({ field, fieldState }) => (
            <BusinessPicker
              label={t('widgets.options.startPage')}
              noneLabel={t('widgets.options.marketplace')}
              value={field.value}
              onChange={field.onChange}
              error={messageOf(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Select
              label={t('widgets.options.language')}
              description={t('widgets.options.languageHelp')}
              data={[
                { value: PAGE_LANGUAGE, label: t('widgets.options.languagePage') },
                // Each by its own name, as the website's language selector shows them.
                ...languages.map((code) => ({ value: code, label: SITE_LANGUAGE_NAMES[code] })),
              ]}
              value={field.value && languages.includes(field.value) ? field.value : PAGE_LANGUAGE}
              onChange={(value) =>
                field.onChange(!value || value === PAGE_LANGUAGE ? null : (value as TSiteLanguage))
              }
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {!hasButton && (
          <Controller
            control={control}
            name="basePath"
            render={({ field, fieldState }) => (
              <TextInput
                label={t('widgets.options.basePath')}
                description={t('widgets.options.basePathHelp')}
                placeholder={t('widgets.options.basePathPlaceholder')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={messageOf(fieldState.error)}
              />
            )}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
