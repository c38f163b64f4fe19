import './mantine-styles';
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  DirectionProvider,
  luminance,
  type MantineColorShade,
  MantineProvider,
  type MantineThemeOverride,
  Notification,
  useDirection,
} from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { directionOf, i18n } from '../lib/i18n';
import { useConsoleBrand } from './use-console-brand';

/**
 * White text on this colour is readable: at least WCAG AA's 4.5:1 (relative luminance ≤ 0.183).
 */
const whiteTextReadable = (colour: string) => 1.05 / (luminance(colour) + 0.05) >= 4.5;

/**
 * The shade filled buttons use: the first from `from` on, darker each step, that white text is
 * readable on (axe found Mantine's blue 6, 3.55:1, and the demo's #2C7BE5, 4.14:1). A colour too
 * pale for any keeps its own shade and gets dark text (autoContrast).
 */
export function readableShade(palette: readonly string[], from: number): MantineColorShade {
  for (let i = from; i < palette.length; i += 1) {
    const shade = palette[i];
    if (shade && whiteTextReadable(shade)) return i as MantineColorShade;
  }
  return from as MantineColorShade;
}

/** The theme's own words: the names of the buttons Mantine draws by itself. */
type TThemeLabels = { closeMessage: string; closeDialog: string; showPassword: string };

type TGenerateColors = typeof import('@mantine/colors-generator')['generateColors'];

/**
 * The console's Mantine theme: the default one, or built around the owner's primary colour. Ten real
 * shades around it: Mantine's light and hover variants need them (a tuple of ten copies made light
 * buttons the same colour as their text). Filled buttons use the owner's colour itself when white
 * text is readable on it, else the nearest darker shade that is.
 */
function consoleTheme(
  primary: string | null,
  generateColors: TGenerateColors | null,
  labels: TThemeLabels,
) {
  // Every toast's and dialog's close button says what it does (Mantine's have no name: axe's
  // 'button-name'). A dialog or drawer that passes its own closeButtonProps names it itself.
  // Plain objects rather than Modal.extend and the like: importing those here would put the
  // dialogs' code in every page (lazy-modal.tsx).
  const closeButtonProps = { 'aria-label': labels.closeDialog };
  const components: MantineThemeOverride['components'] = {
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': labels.closeMessage } },
    }),
    Modal: { defaultProps: { closeButtonProps } },
    Drawer: { defaultProps: { closeButtonProps } },
    // The eye beside every password is reached with Tab like any button (Mantine leaves it out of
    // the Tab order), and says what it does; aria-pressed tells whether the password shows.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': labels.showPassword },
      },
    },
  };
  if (!primary || !generateColors) {
    return createTheme({
      components,
      defaultRadius: 'md',
      primaryColor: 'blue',
      primaryShade: readableShade(DEFAULT_THEME.colors.blue, 6),
    });
  }
  const brand = generateColors(primary);
  const own = brand.findIndex((shade) => shade.toLowerCase() === primary.toLowerCase());
  return createTheme({
    components,
    defaultRadius: 'md',
    primaryColor: 'brand',
    // A pale brand colour gets dark text on filled buttons, so a label never vanishes.
    autoContrast: true,
    colors: { brand },
    primaryShade: readableShade(brand, own >= 0 ? own : 6),
  });
}

let loadedGenerateColors: TGenerateColors | null = null;
const loadColorsGenerator = () => import('@mantine/colors-generator');

/**
 * Starts the generator's download as a console with a session starts: the owner's colour comes a
 * few requests later (products, then the dashboard's theme), and need not wait for it then.
 */
export function preloadColorsGenerator() {
  loadColorsGenerator().catch(() => {});
}

/**
 * Mantine's colour scale generator, downloaded the first time there is an owner's colour to apply:
 * with chroma-js it would be 16 KB gzip of the shell every page waits for, and the login page
 * and the default theme never use it. Null until it has arrived, and after a failed download (the
 * default palette stays; another colour tries again), so nothing waits for it or breaks.
 */
function useGenerateColors(primary: string | null): TGenerateColors | null {
  const [generateColors, setGenerateColors] = useState(() => loadedGenerateColors);
  useEffect(() => {
    if (!primary || generateColors) return;
    let isCurrent = true;
    loadColorsGenerator().then(
      (module) => {
        loadedGenerateColors = module.generateColors;
        if (isCurrent) setGenerateColors(() => module.generateColors);
      },
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [primary, generateColors]);
  return generateColors;
}

type TToasts = ComponentType;
let loadedToasts: TToasts | null = null;

/**
 * The toasts' container (~10 KB gzip with its transitions), downloaded when a toast is first asked
 * for or the owner first clicks or types, whichever comes first: no page shows a toast before the
 * owner has done something. Not at the first draw: on a slow network its files then took the
 * browser's connections ahead of the page's own data. A toast asked for before it arrives waits in
 * Mantine's store and shows when it does; a failed download leaves the page as it is, without
 * toasts until the console is reloaded.
 */
function LazyToasts() {
  const [Toasts, setToasts] = useState(() => loadedToasts);
  useEffect(() => {
    if (Toasts) return;
    let isCurrent = true;
    const moves = ['pointerdown', 'keydown'] as const;
    const stop = () => {
      for (const move of moves) window.removeEventListener(move, load, true);
      unsubscribe();
    };
    function load() {
      stop();
      import('./toasts').then(
        (module) => {
          loadedToasts = module.Toasts;
          if (isCurrent) setToasts(() => module.Toasts);
        },
        () => {},
      );
    }
    const hasToasts = (state: ReturnType<typeof notificationsStore.getState>) =>
      state.notifications.length > 0 || state.queue.length > 0;
    const unsubscribe = notificationsStore.subscribe((state) => {
      if (hasToasts(state)) load();
    });
    for (const move of moves) window.addEventListener(move, load, true);
    if (hasToasts(notificationsStore.getState())) load();
    return () => {
      isCurrent = false;
      stop();
    };
  }, [Toasts]);
  return Toasts ? <Toasts /> : null;
}

/** Keeps Mantine's direction with the language's, as the owner switches it. */
function FollowDirection({ dir }: { dir: 'ltr' | 'rtl' }) {
  const direction = useDirection();
  useEffect(() => {
    if (direction.dir !== dir) direction.setDirection(dir);
  }, [dir, direction]);
  return null;
}

/** Mantine with the console's theme, and the toasts' container. */
export function ConsoleMantine({
  primary,
  children,
}: {
  primary: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation(undefined, { i18n });
  const closeMessage = t('app.closeMessage');
  const closeDialog = t('app.closeDialog');
  const showPassword = t('app.showPassword');
  const generateColors = useGenerateColors(primary);
  const theme = useMemo(
    () => consoleTheme(primary, generateColors, { closeMessage, closeDialog, showPassword }),
    [primary, generateColors, closeMessage, closeDialog, showPassword],
  );
  // Right to left in Arabic: Mantine mirrors its components by the direction (and the page's dir
  // attribute, set with the language), without drawing the page anew, so nothing typed is lost.
  const dir = directionOf(i18n.language);
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <FollowDirection dir={dir} />
      <MantineProvider theme={theme} cssVariablesResolver={readableText}>
        <LazyToasts />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}

/**
 * Text on white at WCAG AA's 4.5:1 at least (checked by axe in the journeys):
 * - dimmed text in gray 7 (#495057, 8.2:1) rather than Mantine's gray 6 (#868e96, 3.3:1):
 *   descriptions and hints are read, not decoration;
 * - status words (`c="green"`, light badges and alerts) in darker shades than Mantine's 6 (green 6 is 2.4:1,
 *   yellow 8 is 2.5:1). `READABLE_TEXT` lists each with its contrast on white.
 */
export const READABLE_TEXT = {
  green: '#237a35', // 5.4:1
  // Also a business's initials, on its colour's pale tint (teal 1: 5.3:1); #087f5b was 4.3:1 there.
  teal: '#087052', // 6.1:1
  // A business's initials on lime, a colour Mantine picks from its name (lime 9 on lime 1: 3.3:1).
  lime: '#467309', // 5.7:1
  yellow: '#9c5700', // 5.6:1
  orange: '#9c5700', // 5.6:1
  red: '#c92a2a', // 5.5:1
} as const;

const readableText: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    // Filled red buttons ('Archive business', 'Replace it'): white on Mantine's red was 3.8:1.
    '--mantine-color-red-filled': READABLE_TEXT.red,
    '--mantine-color-red-filled-hover': '#a51d1d', // 7.5:1
    // Outlined red buttons ('Reject', 'Cancel order'): Mantine's red words were 3.8:1 too.
    '--mantine-color-red-outline': READABLE_TEXT.red,
    ...Object.fromEntries(
      Object.entries(READABLE_TEXT).flatMap(([name, colour]) => [
        [`--mantine-color-${name}-text`, colour],
        // Light badges and alerts: the word on its pale tint (green 9 on green 1 was 3.8:1).
        [`--mantine-color-${name}-light-color`, colour],
      ]),
    ),
  },
  dark: {},
});

function BrandedMantine({ children }: { children: ReactNode }) {
  const { primary } = useConsoleBrand();
  return <ConsoleMantine primary={primary}>{children}</ConsoleMantine>;
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrandedMantine>{children}</BrandedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
