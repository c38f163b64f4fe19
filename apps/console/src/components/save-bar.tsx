import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from './unsaved-changes';

type TProps = {
  /** The form differs from what is saved. */
  isDirty: boolean;
  isSaving: boolean;
  /** False while a change cannot be saved as it stands (a changed value left empty). */
  canSave?: boolean;
  /** The Save button's words ('Save'). */
  saveLabel: string;
  /** Puts the form back to what is saved. */
  onDiscard: () => void;
};

/**
 * The one way a form is saved (docs/product/screens.md#saving): inside the form, after its fields, a
 * bar that appears once something is changed, with Discard and Save (a submit button), and stays in
 * view at the bottom of the screen while the form is. It goes once the change is saved or
 * discarded. It also tells the page's guard that there are unsaved changes, so leaving asks first.
 */
export function SaveBar({ isDirty, isSaving, canSave = true, saveLabel, onDiscard }: TProps) {
  const { t } = useTranslation();
  const anchor = useUnsavedChanges(isDirty);
  return (
    <div ref={anchor} style={{ display: 'contents' }}>
      {(isDirty || isSaving) && (
        <Paper
          withBorder
          shadow="md"
          px="md"
          py="sm"
          pos="sticky"
          bottom={0}
          style={{ zIndex: 3 }}
          data-testid="save-bar"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={500} role="status">
              {t('app.unsaved.bar')}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onDiscard} disabled={isSaving}>
                {t('app.unsaved.discard')}
              </Button>
              <Button type="submit" loading={isSaving} disabled={!canSave}>
                {saveLabel}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </div>
  );
}
