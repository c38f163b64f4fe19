import { ColorInput, Loader } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { TEXT_DEBOUNCE_MS } from '@oc/domain/text/text.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveActionColor } from '../../data/apps/save-action-color';
import { firstErrorMessage } from '../../lib/error-message';
import { actionLabel } from './action-label';

const HEX = /^#[0-9A-F]{6}$/;

/**
 * Spec 4.6: a colour saves by itself once the owner stops changing it (spec 9's 750 ms), with its own
 * loading and error state; what was typed stays on screen if the save fails.
 */
export function ActionColorField({ appId, action }: { appId: number; action: TBaseAction }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(action.text_content ?? '#2C7BE5');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveActionColor(appId, action.id);
  const saveLater = useDebouncedCallback((color: string) => {
    save.mutate(color, {
      onSuccess: () => {
        setError(null);
        notifications.show({ color: 'green', message: t('settings.app.actions.colorSaved') });
      },
      onError: (e) => {
        const message = firstErrorMessage(e, t('settings.app.actions.saveFailed'));
        setError(message);
        notifications.show({ color: 'red', message });
      },
    });
  }, TEXT_DEBOUNCE_MS);

  const handleChange = (next: string) => {
    const color = next.toUpperCase();
    setValue(color);
    if (!HEX.test(color)) {
      setError(t('settings.basic.invalidColor'));
      return;
    }
    setError(null);
    if (color !== action.text_content) saveLater(color);
  };

  return (
    <ColorInput
      label={actionLabel(action.name)}
      format="hex"
      value={value}
      onChange={handleChange}
      error={error}
      disabled={!action.editable}
      rightSection={
        save.isPending ? (
          <Loader size="xs" aria-label={t('settings.app.actions.saving')} />
        ) : undefined
      }
    />
  );
}
