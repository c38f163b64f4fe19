import {
  Button,
  CloseButton,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import type { TTree } from '@oc/domain/themes/theme-path';
import {
  isLeafDisabled,
  type TLeaf,
  type TModeFlags,
  type TSection,
  visibleSections,
} from '@oc/domain/themes/theme-tree';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { SaveBar } from '../../components/save-bar';
import { SectionCard } from '../../components/section-card';
import { WithSectionNav } from '../../components/section-nav';
import type { TThemeOwner } from '../../data/themes/keys';
import { useSaveTheme } from '../../data/themes/save-theme';
import { enterDoesNotSave } from '../../lib/enter-does-not-save';
import { errorMessages } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { advancedChanges, advancedFormValues, advancedProblems } from './advanced-fields';
import { LeafField } from './leaf-field';
import { settingsMatching, type TSearchableSection } from './settings-search';
import '../../lib/page-words/settings-advanced';

type TProps = {
  owner: TThemeOwner;
  theme: TTheme;
  flags: TModeFlags;
  /** Shown after the sections, above the save bar (the website's custom sound). */
  children?: ReactNode;
  /** The name of what `children` show, for the list of sections and the search. */
  childrenTitle?: string;
  /** Told, without re-rendering the editor, which leaves its Save would send after each change. */
  onDraftChange?: (changes: { path: string; value: unknown }[]) => void;
};

type TKey = 'settings.advanced.save';
/** The group of a leaf labelled `group.name`. */
function groupOf(leaf: TLeaf) {
  const dot = leaf.label.indexOf('.');
  return dot > 0 ? leaf.label.slice(0, dot) : null;
}
/** Leaves in a section, with those labelled `group.name` gathered under their group's title. */
function groupsOf(section: TSection) {
  const groups: { group: string | null; leaves: TLeaf[] }[] = [];
  for (const leaf of section.leaves) {
    const group = groupOf(leaf);
    const last = groups[groups.length - 1];
    if (last && last.group === group) last.leaves.push(leaf);
    else groups.push({ group, leaves: [leaf] });
  }
  return groups;
}

/**
 * The Advanced settings tab (docs/product/theme-values.md#advanced-sections), rendered from the
 * shared description: the sections and leaves the mode shows, disabled where the mode disables
 * them. Its save bar sends only the changed leaves with the version the form was loaded at
 * (docs/product/theme-values.md#saving).
 */
/** The element id of a section of the form (the list of sections takes the owner there). */
const anchorOf = (id: string) => `advanced-${id}`;
/** What `children` are listed and searched as. */
const CHILDREN_ID = 'more';

export function AdvancedSettingsForm({
  owner,
  theme,
  flags,
  children,
  childrenTitle,
  onDraftChange,
}: TProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string[]>([]);
  const sections = useMemo(() => visibleSections(flags), [flags]);
  // The copy this form started from: its values (to find what changed) and its version (the
  // stale-copy check). Both move on only when this form saves, so another tab's save, which
  // refreshes `theme`, never replaces what the owner is typing here.
  const [base, setBase] = useState(() => ({
    version: theme.version,
    values: advancedFormValues(theme.values, sections, flags),
  }));
  const form = useForm<TTree>({ defaultValues: base.values });
  const save = useSaveTheme(owner);
  const { isDirty } = form.formState;
  const uploadPath = `/${owner.kind}/${owner.id}/images`;
  const labelOf = (section: TSection, leaf: TLeaf) =>
    t(`settings.advanced.leaves.${section.id}.${leaf.label}` as TKey);
  const titleOf = (section: TSection) => t(`settings.advanced.sections.${section.id}` as TKey);
  const groupTitle = (group: string) => t(`settings.advanced.groups.${group}` as TKey);

  // The search hides what does not match without unmounting it: a hidden field keeps what the
  // owner typed, and Save still sends it.
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const searchable: TSearchableSection[] = [
    ...sections.map((section) => ({
      id: section.id,
      title: titleOf(section),
      leaves: section.leaves.map((leaf) => {
        const group = groupOf(leaf);
        return {
          path: leaf.path,
          label: labelOf(section, leaf),
          group: group && groupTitle(group),
        };
      }),
    })),
    ...(children && childrenTitle ? [{ id: CHILDREN_ID, title: childrenTitle, leaves: [] }] : []),
  ];
  const found = settingsMatching(searchable, searched);
  const isSectionShown = (id: string) => !found || found.sections.has(id);
  const isLeafShown = (path: string) => !found || found.leaves.has(path);
  const shownStyle = (isShown: boolean) => (isShown ? undefined : { display: 'none' });

  // The live preview shows the unsaved values (docs/product/website-settings.md#live-preview).
  useEffect(() => {
    if (!onDraftChange) return;
    const report = (values: TTree) =>
      onDraftChange(
        advancedChanges(values, base.values, sections, flags).map(({ path, value }) => ({
          path,
          value,
        })),
      );
    report(form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => report(values),
    });
  }, [form, onDraftChange, base.values, sections, flags]);

  const handleSave = async (values: TTree) => {
    const changes = advancedChanges(values, base.values, sections, flags);
    if (!changes.length) return;
    const problems = advancedProblems(changes);
    if (problems.length) {
      setAlert(
        problems.map(({ leaf }) => {
          const section = sections.find((s) => s.leaves.includes(leaf)) as TSection;
          const reason = (['color', 'number', 'text', 'code'] as const).find(
            (k) => k === leaf.kind,
          );
          return t('settings.advanced.invalid', {
            label: labelOf(section, leaf),
            reason: t(`settings.advanced.reasons.${reason ?? 'other'}`, {
              min: leaf.min ?? 0,
              max: leaf.max ?? 999,
            }),
          });
        }),
      );
      return;
    }
    try {
      const saved = await save.mutateAsync({
        version: base.version,
        changes: changes.map(({ path, value }) => ({ path, value })),
      });
      const next = advancedFormValues(saved.values, sections, flags);
      setBase({ version: saved.version, values: next });
      form.reset(next);
      notifications.show({ color: 'green', message: t('settings.advanced.saved') });
    } catch (error) {
      // The form keeps what the owner typed; a stale copy (409) says how to go on.
      setAlert(errorMessages(error, translateServerMessage((error as Error).message)));
    }
  };

  const field = (section: TSection, leaf: TLeaf) => (
    <div key={leaf.path} style={shownStyle(isLeafShown(leaf.path))}>
      <Controller
        control={form.control}
        name={leaf.path}
        render={({ field: f }) => (
          <LeafField
            leaf={leaf}
            label={labelOf(section, leaf)}
            value={f.value}
            onChange={f.onChange}
            isDisabled={isLeafDisabled(leaf, flags)}
            uploadPath={uploadPath}
            onError={setAlert}
          />
        )}
      />
    </div>
  );

  return (
    <form onSubmit={form.handleSubmit(handleSave)} onKeyDown={enterDoesNotSave} noValidate>
      <Stack>
        {!flags.isKiosk && (
          <Text c="dimmed" size="sm">
            {t('settings.advanced.hint')}
          </Text>
        )}
        <TextInput
          type="search"
          aria-label={t('settings.advanced.search.label')}
          placeholder={t('settings.advanced.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          rightSection={
            query ? (
              <CloseButton
                size="sm"
                aria-label={t('settings.advanced.search.clear')}
                onClick={() => setQuery('')}
              />
            ) : null
          }
        />
        {found && found.sections.size === 0 && (
          <Paper withBorder p="md">
            <Group justify="space-between" gap="xs">
              <Text role="status">
                {t('settings.advanced.search.none', { query: searched.trim() })}
              </Text>
              <Button variant="default" size="xs" onClick={() => setQuery('')}>
                {t('settings.advanced.search.clear')}
              </Button>
            </Group>
          </Paper>
        )}
        <WithSectionNav
          sections={searchable
            .filter((section) => isSectionShown(section.id))
            .map((section) => ({ id: anchorOf(section.id), label: section.title }))}
          label={t('settings.sectionNav.label')}
          selectLabel={t('settings.sectionNav.select')}
        >
          <Stack>
            {sections.map((section) => (
              // The preview shows the page a section belongs to while it is edited.
              <div
                key={section.id}
                id={anchorOf(section.id)}
                data-preview-section={section.id}
                style={shownStyle(isSectionShown(section.id))}
              >
                <SectionCard title={titleOf(section)}>
                  <Stack>
                    {groupsOf(section).map(({ group, leaves }) => {
                      const grid = (
                        // Columns by the room the form has, not the screen: beside the preview on
                        // a computer the form is as narrow as on a tablet (a field stays 200 px
                        // or wider).
                        <SimpleGrid
                          key={group ?? 'leaves'}
                          type="container"
                          cols={{ base: 1, '520px': section.id === 'third_party_code' ? 1 : 2 }}
                        >
                          {leaves.map((leaf) => field(section, leaf))}
                        </SimpleGrid>
                      );
                      const style = shownStyle(leaves.some((leaf) => isLeafShown(leaf.path)));
                      return group ? (
                        <Fieldset key={group} legend={groupTitle(group)} style={style}>
                          {grid}
                        </Fieldset>
                      ) : (
                        <div key="leaves" style={style}>
                          {grid}
                        </div>
                      );
                    })}
                  </Stack>
                </SectionCard>
              </div>
            ))}
            {children && (
              <div id={anchorOf(CHILDREN_ID)} style={shownStyle(isSectionShown(CHILDREN_ID))}>
                {children}
              </div>
            )}
          </Stack>
        </WithSectionNav>
        {/* Leaving, reloading or closing with unsaved changes asks first (the page's guard). */}
        <SaveBar
          isDirty={isDirty}
          isSaving={save.isPending}
          saveLabel={t('settings.advanced.save')}
          onDiscard={() => form.reset(base.values)}
        />
      </Stack>
      <AlertDialog
        title={t('settings.advanced.alertTitle')}
        messages={alert}
        closeLabel={t('settings.advanced.ok')}
        onClose={() => setAlert([])}
      />
    </form>
  );
}
