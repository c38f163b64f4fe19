import { Anchor, Button, Group, List, Text } from '@mantine/core';
import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TRequiredBuildField } from '@oc/domain/builds/build.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { searchWithField } from '../../lib/field-focus';
import { Link, useLocation } from '../../lib/router';
import '../../lib/page-words/settings-app';

type TRequiredFieldsDialogProps = {
  platform: TPlatform;
  /** The fields the server found missing; the dialog is open while there are any. */
  fields: readonly TRequiredBuildField[];
  onClose: () => void;
};

const GENERAL_FIELDS: readonly string[] = ['name', 'description', 'package', 'version'];

/**
 * Where a required field is filled in on the app's page (lib/field-focus.ts keys): General app
 * info, the Apple merchant ID constant, or the platform's App keys.
 */
function focusKeyOf(platform: TPlatform, field: TRequiredBuildField): string {
  if (GENERAL_FIELDS.includes(field)) return `general.${field}`;
  if (field === 'apple_merchant_id') return `constant.${field}`;
  return `${platform}.${field}`;
}

/** The missing fields, each a link to its place on this page. */
function FieldLinks({
  platform,
  fields,
  onLeave,
}: {
  platform: TPlatform;
  fields: readonly TRequiredBuildField[];
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <List spacing={4} mb="sm" aria-label={t('settings.app.builds.requiredFields.title')}>
      {fields.map((field) => (
        <List.Item key={field}>
          <Anchor
            component={Link}
            to={searchWithField(search, focusKeyOf(platform, field))}
            onClick={onLeave}
          >
            {t(`settings.app.builds.requiredFields.fields.${field}`, { defaultValue: field })}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The missing required fields of a refused build in the owner's words, each a link to where it is
 * filled in (docs/product/builds.md#required-fields); its one button accepts and closes. Following
 * a link closes the dialog and leaves the focus on that field, not back on the build button.
 */
export function RequiredFieldsDialog({ platform, fields, onClose }: TRequiredFieldsDialogProps) {
  const { t } = useTranslation();
  const isOpen = fields.length > 0;
  const [isLeaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each refusal opens the dialog afresh: its OK button gives the focus back again.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setLeaving(false);
  }
  const leave = () => {
    setLeaving(true);
    onClose();
  };
  return (
    <LazyModal
      opened={isOpen}
      onClose={onClose}
      returnFocus={!isLeaving}
      title={t('settings.app.builds.requiredFields.title')}
      centered
    >
      <Text size="sm" mb="xs">
        {t('settings.app.builds.requiredFields.intro', {
          platform: t(`settings.app.builds.platforms.${platform}`),
        })}
      </Text>
      {isOpen && <FieldLinks platform={platform} fields={fields} onLeave={leave} />}
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.app.builds.requiredFields.where')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('settings.app.builds.requiredFields.ok')}</Button>
      </Group>
    </LazyModal>
  );
}
