import { Checkbox, Group, Loader, NumberInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TBaseConstant } from '@oc/domain/apps/app.schema';
import { readLanguageCodes } from '@oc/domain/apps/app-languages';
import { constantInputKind, normalizeConstantValue } from '@oc/domain/apps/constants.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import { TEXT_DEBOUNCE_MS } from '@oc/domain/text/text.rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessPicker } from '../../components/business-picker';
import { GrowingTextarea } from '../../components/growing-textarea';
import { useSaveConstant } from '../../data/apps/save-constant';
import { firstErrorMessage } from '../../lib/error-message';
import { focusFieldProps } from '../../lib/field-focus';
import { translateServerMessage } from '../../lib/i18n';
import { LanguagesField } from './languages-field';
import '../../lib/page-words/settings-app';

type TProps = { appId: number; constant: TBaseConstant };

/**
 * One constant, saved by itself (docs/product/app-settings.md#saving): the checkbox and the
 * business picker at once, typed values 750 ms after the owner stops typing (or when they leave the
 * field, or the page). A number is typed key by key like text, so it waits too: saving "5" on the way to "50"
 * would store a value nobody chose. The value is checked with the domain's rule first (whitespace
 * removed, then its type); an invalid one shows the rule's message and is not sent. What the owner
 * typed stays on screen when a save fails.
 */
export function ConstantField({ appId, constant }: TProps) {
  const { t } = useTranslation();
  // Supported languages saved as something other than a list of codes stay in the text box, so
  // that nothing the owner saved is lost; once it is a list they are chosen from the languages.
  const [kind] = useState(() => {
    const byType = constantInputKind(constant);
    return byType === 'languages' && readLanguageCodes(constant.value) === null
      ? 'textarea'
      : byType;
  });
  const [value, setValue] = useState<string | null>(constant.value);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveConstant(appId, constant.id);
  const lastSaved = useRef(constant.value);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Leaving the page (or its tab) within the pause saves what was typed rather than dropping it.
  const flushPending = useRef(() => {});
  useEffect(() => () => flushPending.current(), []);

  const commit = (raw: string | null) => {
    clearTimeout(pending.current);
    pending.current = undefined;
    const normalized = normalizeConstantValue(constant, raw);
    if (!normalized.ok) {
      const [first] = normalized.errors;
      setError(first ? translateServerMessage(formatMessage(first.key, first.params)) : null);
      return;
    }
    setError(null);
    if (normalized.value === lastSaved.current) return;
    save.mutate(normalized.value, {
      onSuccess: (saved) => {
        lastSaved.current = saved.value;
        // Show what was stored (whitespace removed), unless the owner has typed on since.
        setValue((current) => (current === raw ? saved.value : current));
        notifications.show({ color: 'green', message: t('settings.app.constants.saved') });
      },
      onError: (e) => setError(firstErrorMessage(e, t('settings.app.constants.saveFailed'))),
    });
  };

  const handleType = (raw: string) => {
    setValue(raw);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => commit(raw), TEXT_DEBOUNCE_MS);
  };
  const handleBlur = () => {
    if (pending.current !== undefined) commit(value);
  };
  flushPending.current = handleBlur;
  const handlePick = (next: string | null) => {
    setValue(next);
    commit(next);
  };

  const saving = save.isPending ? (
    <Loader size="xs" aria-label={t('settings.app.constants.saving', { name: constant.name })} />
  ) : undefined;
  const common = {
    label: constant.name,
    error,
    rightSection: saving,
    'aria-busy': save.isPending,
    onBlur: handleBlur,
    ...focusFieldProps(`constant.${constant.code}`),
  };

  switch (kind) {
    case 'business':
      return (
        <BusinessPicker
          label={constant.name}
          noneLabel={t('settings.app.constants.none')}
          value={value}
          onChange={handlePick}
          error={error}
          rightSection={saving}
        />
      );
    case 'languages':
      return (
        <LanguagesField
          label={constant.name}
          value={value}
          onChange={handlePick}
          onBlur={handleBlur}
          error={error}
          rightSection={saving}
          busy={save.isPending}
          focusProps={focusFieldProps(`constant.${constant.code}`)}
        />
      );
    case 'checkbox':
      return (
        <Group gap="xs" align="flex-start">
          <Checkbox
            label={constant.name}
            checked={value === 'true'}
            onChange={(event) => handlePick(String(event.currentTarget.checked))}
            error={error}
            aria-invalid={error ? true : undefined}
            aria-busy={save.isPending}
          />
          {saving}
        </Group>
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          description={t(
            `settings.app.constants.help.${constant.type === 'integer' ? 'integer' : 'decimal'}`,
          )}
          value={value ?? ''}
          onChange={(next) => handleType(String(next))}
        />
      );
    case 'textarea':
      return (
        <GrowingTextarea
          {...common}
          description={t('settings.app.constants.help.json')}
          minRows={2}
          value={value ?? ''}
          onChange={(event) => handleType(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          description={t('settings.app.constants.help.text')}
          value={value ?? ''}
          onChange={(event) => handleType(event.currentTarget.value)}
        />
      );
  }
}
