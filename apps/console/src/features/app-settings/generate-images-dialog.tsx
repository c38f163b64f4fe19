import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { classifyActionGroup } from '@oc/domain/apps/actions.rules';
import type { TApp } from '@oc/domain/apps/app.schema';
import { generationTargets } from '@oc/domain/apps/image-generation';
import { isSourceIconSize, SOURCE_ICON_SIZE, sizeText } from '@oc/domain/apps/image-sizes';
import { formatMessage, type TMessageKey } from '@oc/domain/messages/messages';
import { DEFAULT_PAGE_BACKGROUND, isHexColour } from '@oc/domain/themes/colour.rules';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../../components/colour-field';
import { MantineModal } from '../../components/mantine-modal';
import { errorMessages } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { useGenerateAppImages } from './app-image-uploads';
import { decodedSize } from './decoded-size';
import '../../lib/page-words/settings-app';

type TProps = { app: TApp; opened: boolean; onClose: () => void };

/** PNG or JPEG, as the server judges the sources. */
const SOURCE_TYPES = ['image/png', 'image/jpeg'];

const message = (key: TMessageKey, params?: Record<string, string>) =>
  translateServerMessage(formatMessage(key, params));

/** The app's saved background colour, or the default page background. */
function savedBackground(app: TApp): string {
  const saved = app.baseActions.find(
    (a) => classifyActionGroup(a.group) === 'colors' && a.name === 'background',
  )?.text_content;
  return saved && isHexColour(saved) ? saved.toUpperCase() : DEFAULT_PAGE_BACKGROUND;
}

/**
 * 'Make from one icon' (docs/product/app-settings.md#resources): a 1024 × 1024 icon, a logo for
 * the splash screens (the icon when none is chosen) and the background colour (the app's saved
 * one to start with); every icon, notification icon and splash screen is then drawn by the server
 * and each slot's preview shows its new image. Any slot can still be replaced by an upload after.
 */
export function GenerateImagesDialog({ app, opened, onClose }: TProps) {
  const { t } = useTranslation();
  const iconInput = useRef<HTMLInputElement>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const [icon, setIcon] = useState<File | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [colour, setColour] = useState(() => savedBackground(app));
  const [problems, setProblems] = useState<string[]>([]);
  const generate = useGenerateAppImages(app.id);
  const count = generationTargets(app.baseActions).length;
  const startColour = savedBackground(app);
  // Each time it opens, the colour starts as the one saved now (it may have changed meanwhile).
  useEffect(() => {
    if (opened) setColour(startColour);
  }, [opened, startColour]);
  const isColourValid = isHexColour(colour);

  const close = () => {
    if (generate.isPending) return;
    setIcon(null);
    setLogo(null);
    setProblems([]);
    generate.reset();
    onClose();
  };

  const pickIcon = async (list: FileList | null) => {
    const [file] = Array.from(list ?? []);
    if (iconInput.current) iconInput.current.value = '';
    if (!file) return;
    setIcon(null);
    const size = SOURCE_TYPES.includes(file.type) ? await decodedSize(file) : null;
    if (!size) return setProblems([message('THE_ICON_MUST_BE_A_PNG_OR_JPEG_IMAGE')]);
    if (!isSourceIconSize(size))
      return setProblems([
        message('THE_ICON_MUST_BE_SIZE_THIS_ONE_IS_SIZE', {
          wanted: sizeText(SOURCE_ICON_SIZE),
          actual: sizeText(size),
        }),
      ]);
    setProblems([]);
    setIcon(file);
  };

  const pickLogo = async (list: FileList | null) => {
    const [file] = Array.from(list ?? []);
    if (logoInput.current) logoInput.current.value = '';
    if (!file) return;
    const size = SOURCE_TYPES.includes(file.type) ? await decodedSize(file) : null;
    if (!size) return setProblems([message('THE_LOGO_MUST_BE_A_PNG_OR_JPEG_IMAGE')]);
    setProblems([]);
    setLogo(file);
  };

  const submit = () => {
    if (!icon || !isColourValid) return;
    setProblems([]);
    generate.mutate(
      { icon, logo, backgroundColor: colour },
      {
        onSuccess: (actions) => {
          notifications.show({
            color: 'green',
            message: t('settings.app.generate.done', { count: actions.length }),
          });
          setIcon(null);
          setLogo(null);
          generate.reset();
          onClose();
        },
        onError: (error) => setProblems(errorMessages(error, t('settings.app.actions.saveFailed'))),
      },
    );
  };

  // The body is sent first; the server then draws every picture, which the bar shows as under way.
  const isDrawing = generate.isPending && generate.progress >= 100;
  return (
    <MantineModal
      opened={opened}
      onClose={close}
      title={t('settings.app.generate.title')}
      size="lg"
    >
      <Stack>
        <Text size="sm">{t('settings.app.generate.intro', { count })}</Text>
        <SourcePicker
          label={t('settings.app.generate.icon')}
          help={t('settings.app.generate.iconHelp')}
          file={icon}
          disabled={generate.isPending}
          inputRef={iconInput}
          testId="generate-icon"
          onPick={pickIcon}
        />
        <SourcePicker
          label={t('settings.app.generate.logo')}
          help={t('settings.app.generate.logoHelp')}
          file={logo}
          disabled={generate.isPending}
          inputRef={logoInput}
          testId="generate-logo"
          onPick={pickLogo}
        />
        <ColourField
          label={t('settings.app.generate.colour')}
          description={t('settings.app.generate.colourHelp')}
          value={colour}
          onChange={setColour}
          error={isColourValid ? null : message('THE_COLOUR_MUST_LOOK_LIKE_2C7BE5')}
          disabled={generate.isPending}
        />
        {problems.length > 0 && (
          <Alert color="red" role="alert">
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Alert>
        )}
        {generate.isPending && (
          <Stack gap={4}>
            <Progress
              value={generate.progress}
              animated={isDrawing}
              aria-label={
                isDrawing
                  ? t('settings.app.generate.drawing', { count })
                  : t('settings.images.uploading', { percent: generate.progress })
              }
            />
            <Text size="xs" c="dimmed">
              {isDrawing
                ? t('settings.app.generate.drawing', { count })
                : t('settings.images.uploading', { percent: generate.progress })}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={generate.isPending}>
            {t('settings.images.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={!icon || !isColourValid || count === 0}
            loading={generate.isPending}
          >
            {t('settings.app.generate.submit', { count })}
          </Button>
        </Group>
      </Stack>
    </MantineModal>
  );
}

/** One source image: its name once chosen (else what it must be), and the button that picks it. */
function SourcePicker(props: {
  label: string;
  help: string;
  file: File | null;
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  onPick: (list: FileList | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const choose = t(props.file ? 'settings.images.change' : 'settings.images.choose');
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={2}>
        <Text fw={500} size="sm">
          {props.label}
        </Text>
        <Text size="xs" c="dimmed">
          {props.file ? props.file.name : props.help}
        </Text>
      </Stack>
      <Button
        size="xs"
        variant="light"
        disabled={props.disabled}
        onClick={() => props.inputRef.current?.click()}
        // Two such buttons in the dialog: each names what it chooses.
        aria-label={`${choose}: ${props.label}`}
      >
        {choose}
      </Button>
      <input
        ref={props.inputRef}
        type="file"
        hidden
        accept={SOURCE_TYPES.join(',')}
        data-testid={props.testId}
        onChange={(event) => void props.onPick(event.currentTarget.files)}
      />
    </Group>
  );
}
