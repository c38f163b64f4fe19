import type { TSite } from '@oc/domain/sites/site.schema';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { setPath, type TTree } from '@oc/domain/themes/theme-path';

// What the settings forms hold but have not saved, kept outside React so that typing in a form
// re-renders neither the page nor the preview (docs/product/website-settings.md#live-preview).

type TThemeChange = { path: string; value: unknown };
/** What the Basic form's Save would send: its site columns and its theme paths. */
export type TBasicDraft = { site: Record<string, unknown>; theme: TThemeChange[] };

type TDraft = { basic: TBasicDraft; advanced: TThemeChange[] };
const EMPTY: TDraft = { basic: { site: {}, theme: [] }, advanced: [] };

export type TPreviewDrafts = {
  get: () => TDraft;
  subscribe: (listener: () => void) => () => void;
  setBasic: (draft: TBasicDraft) => void;
  setAdvanced: (changes: TThemeChange[]) => void;
};

/** One store per settings page; the page hands its setters to the forms as callbacks. */
export function createPreviewDrafts(): TPreviewDrafts {
  let draft = EMPTY;
  const listeners = new Set<() => void>();
  const set = (next: TDraft) => {
    draft = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => draft,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBasic: (basic) => set({ ...draft, basic }),
    setAdvanced: (advanced) => set({ ...draft, advanced }),
  };
}

const SITE_COLUMNS = ['name', 'description', 'logo', 'image'] as const;
type TPreviewSite = Pick<TSite, (typeof SITE_COLUMNS)[number]>;
export type TPreviewMessage = { type: 'oc-preview'; site: TPreviewSite; values: TTree };

/**
 * The message the page in the preview renders: the saved site columns and theme values with the
 * unsaved Basic and Advanced changes applied on top.
 */
export function previewMessage(
  site: TPreviewSite,
  theme: Pick<TTheme, 'values'>,
  draft: TDraft,
): TPreviewMessage {
  const columns = Object.fromEntries(
    SITE_COLUMNS.map((c) => [c, c in draft.basic.site ? draft.basic.site[c] : site[c]]),
  ) as TPreviewSite;
  let values: TTree = theme.values;
  for (const { path, value } of [...draft.basic.theme, ...draft.advanced])
    values = setPath(values, path, value);
  return { type: 'oc-preview', site: columns, values };
}
