import { Alert, Button, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TMenuImportResult } from '@oc/domain/catalogue/menu-csv.schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useImportMenu } from '../../data/menus/import-menu';
import { errorMessages } from '../../lib/error-message';
import { formatList } from '../../lib/intl';
import '../../lib/page-words/menu';

type TProps = { businessId: number; file: File | null; onClose: () => void };

/** One part of the preview: its heading and its lines, when it has any. */
function Part({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h6">
        {title}
      </Title>
      <List size="sm">
        {lines.map((line, at) => (
          // A file may name the same product twice: the line's place keeps the keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed answer, never reordered
          <List.Item key={at}>{line}</List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * Importing a CSV file (docs/product/menus.md#importing): a dry run first, which lists what the
 * file adds, changes and removes and every problem of its lines; Import only when it has none.
 */
function ImportPreview({ result }: { result: TMenuImportResult }) {
  const { t, i18n } = useTranslation();
  const { added, changed, removed } = result;
  const nothing =
    added.categories.length +
      added.products.length +
      changed.categories.length +
      changed.products.length +
      removed.categories.length +
      removed.products.length ===
      0 && !result.reordered;
  return (
    <Stack gap="sm">
      {result.errors.length > 0 && (
        <Alert
          color="red"
          role="alert"
          title={t('menu.import.errors', { count: result.errors.length })}
        >
          <List size="sm">
            {result.errors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Part
        title={t('menu.import.addedCategories')}
        lines={added.categories.map((c) => t('menu.import.lineName', c))}
      />
      <Part
        title={t('menu.import.addedProducts')}
        lines={added.products.map((p) => t('menu.import.lineProduct', p))}
      />
      <Part
        title={t('menu.import.changedCategories')}
        lines={changed.categories.map((c) => t('menu.import.lineRenamed', c))}
      />
      <Part
        title={t('menu.import.changedProducts')}
        lines={changed.products.map((p) =>
          t('menu.import.lineChanged', {
            ...p,
            fields: formatList(
              p.fields.map((f) => t(`menu.import.fields.${f}`)),
              i18n.language,
            ),
          }),
        )}
      />
      <Part
        title={t('menu.import.removedCategories')}
        lines={removed.categories.map((c) => c.name)}
      />
      <Part
        title={t('menu.import.removedProducts')}
        lines={removed.products.map((p) => t('menu.import.removedProduct', p))}
      />
      <Text size="sm" c="dimmed">
        {nothing
          ? t('menu.import.nothing')
          : t('menu.import.unchanged', { count: result.unchanged })}
        {result.reordered && ` ${t('menu.import.reordered')}`}
      </Text>
    </Stack>
  );
}

export function ImportDialog({ businessId, file, onClose }: TProps) {
  const { t } = useTranslation();
  const importMenu = useImportMenu(businessId);
  const [preview, setPreview] = useState<TMenuImportResult | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const send = (isDryRun: boolean) => {
    if (!file) return;
    setRefusal([]);
    setProgress(0);
    importMenu.mutate(
      { file, isDryRun, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setProgress(null);
          if (isDryRun) return setPreview(result);
          notifications.show({
            color: 'green',
            message: t('menu.import.done'),
          });
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          // A file with problems is refused with every problem: the preview's list.
          setRefusal(errorMessages(error, t('menu.import.failed')));
        },
      },
    );
  };
  // The file chosen is checked at once, without writing anything (the dialog is drawn anew for
  // each file).
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (file) sendRef.current(true);
  }, [file]);

  const canImport = preview !== null && preview.errors.length === 0 && refusal.length === 0;
  return (
    <LazyModal
      opened={file !== null}
      onClose={onClose}
      size="lg"
      title={t('menu.import.title', { name: file?.name ?? '' })}
    >
      <Stack>
        {progress !== null && (
          <Stack gap={4} role="status">
            <Text size="sm">
              {preview ? t('menu.import.importing') : t('menu.import.checking')}
            </Text>
            <Progress value={progress} aria-label={t('menu.import.progress')} />
          </Stack>
        )}
        {refusal.length > 0 && (
          <Alert color="red" role="alert" title={t('menu.import.failed')}>
            <List size="sm">
              {refusal.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {preview && <ImportPreview result={preview} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('menu.cancel')}
          </Button>
          {canImport && (
            // Red as every button that changes what was there: white text on the console's orange
            // is not readable (3:1).
            <Button color="red" loading={importMenu.isPending} onClick={() => send(false)}>
              {t('menu.import.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </LazyModal>
  );
}
