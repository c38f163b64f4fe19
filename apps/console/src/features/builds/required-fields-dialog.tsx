import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOr } from '../../components/lazy-or';
import type { TRequiredFieldsDialogProps } from './required-fields-dialog-modal';

/**
 * The missing required fields of a refused build in the owner's words, and where to fill them
 * (docs/product/builds.md#required-fields); its one button accepts and closes. Mantine's Modal
 * downloads the first time a build is refused for missing fields.
 */
export const RequiredFieldsDialog = lazyOr(
  () => import('./required-fields-dialog-modal').then((m) => m.RequiredFieldsDialogModal),
  BrowserRequiredFields,
  (props) => props.fields.length > 0,
);

/** If the dialog's code could not be downloaded: the same list, shown by the browser. */
export function BrowserRequiredFields({ platform, fields, onClose }: TRequiredFieldsDialogProps) {
  const { t } = useTranslation();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (fields.length === 0) return;
    window.alert(
      [
        t('settings.app.builds.requiredFields.title'),
        [
          t('settings.app.builds.requiredFields.intro', {
            platform: t(`settings.app.builds.platforms.${platform}`),
          }),
          ...fields.map((field) =>
            t(`settings.app.builds.requiredFields.fields.${field}`, { defaultValue: field }),
          ),
        ].join('\n'),
        t('settings.app.builds.requiredFields.where'),
      ].join('\n\n'),
    );
    close.current();
  }, [platform, fields, t]);
  return null;
}
