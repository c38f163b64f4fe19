import { Loader } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import { TEXT_DEBOUNCE_MS } from '@oc/domain/text/text.rules';
import { DEFAULT_COLOR, isHexColour } from '@oc/domain/themes/colour.rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../../components/colour-field';
import { useSaveActionColor } from '../../data/apps/save-action-color';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { actionLabel } from './action-label';
import '../../lib/page-words/settings-app';

/**
 * A colour saves by itself once the owner stops changing it (docs/product/app-settings.md#saving,
 * docs/product/limits.md#debounce), with its own
 * loading and error state; what was typed stays on screen if the save fails.
 */
export function ActionColorField({ appId, action }: { appId: number; action: TBaseAction }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(action.text_content ?? DEFAULT_COLOR);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveActionColor(appId, action.id);
  // A colour saved elsewhere (the background chosen when making the images from one icon) shows;
  // the answer to this field's own save does not overwrite what was typed since.
  const sent = useRef<string | null>(null);
  const saved = action.text_content;
  useEffect(() => {
    if (saved && saved !== sent.current) setValue(saved);
  }, [saved]);
  const saveLater = useDebouncedCallback(
    (color: string) => {
      sent.current = color;
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
    },
    // Leaving the page within the pause saves the colour rather than dropping it.
    { delay: TEXT_DEBOUNCE_MS, flushOnUnmount: true },
  );

  const handleChange = (color: string) => {
    setValue(color);
    if (!isHexColour(color)) {
      setError(translateServerMessage(MESSAGES.THE_COLOUR_MUST_LOOK_LIKE_2C7BE5));
      return;
    }
    setError(null);
    if (color !== action.text_content) saveLater(color);
  };

  return (
    <ColourField
      label={actionLabel(action)}
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
