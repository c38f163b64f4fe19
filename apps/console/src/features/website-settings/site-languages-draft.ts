import type { TSite } from '@oc/domain/sites/site.schema';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';

// The Basic tab's Languages section (docs/product/website-settings.md#languages): what the owner
// has chosen, what is saved, and what Save sends for the difference.

/** What is saved: the site's own languages (null: it speaks the project's) and the project's. */
export type TSavedLanguages = {
  own: readonly TSiteLanguage[] | null;
  project: readonly TSiteLanguage[];
};

/** What the section shows: the languages, the default first, and whether every website speaks them. */
export type TLanguagesDraft = { languages: TSiteLanguage[]; isProjectWide: boolean };

export const savedLanguagesOf = (site: TSite): TSavedLanguages => ({
  own: site.own_languages,
  project: site.project_languages,
});

export const draftOf = (saved: TSavedLanguages): TLanguagesDraft => ({
  languages: [...(saved.own ?? saved.project)],
  isProjectWide: saved.own === null,
});

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, i) => code === b[i]);

export const isDraftChanged = (draft: TLanguagesDraft, saved: TSavedLanguages) => {
  const was = draftOf(saved);
  return draft.isProjectWide !== was.isProjectWide || !sameList(draft.languages, was.languages);
};

/**
 * What Save sends: for every website, the project's languages (`PUT /api/project/languages`) and
 * the site back to following them (`languages: null` on the site); for this website alone, its own
 * list. Only what differs from what is saved; `saved` is what is saved afterwards.
 */
export function languageChangesOf(draft: TLanguagesDraft, saved: TSavedLanguages) {
  if (!draft.isProjectWide) {
    const isSame = saved.own !== null && sameList(draft.languages, saved.own);
    return {
      site: isSame ? {} : { languages: draft.languages },
      project: null,
      saved: { own: draft.languages, project: saved.project },
    };
  }
  return {
    site: saved.own === null ? {} : { languages: null },
    project: sameList(draft.languages, saved.project) ? null : draft.languages,
    saved: { own: null, project: draft.languages },
  };
}

/** The languages ticked, in the order they were: one ticked now goes last, the default stays first. */
export const chosenInOrder = (
  previous: readonly TSiteLanguage[],
  ticked: readonly TSiteLanguage[],
) => [
  ...previous.filter((code) => ticked.includes(code)),
  ...ticked.filter((code) => !previous.includes(code)),
];

/** The list with `language` first, as the default; the others keep their order. */
export const withDefault = (languages: readonly TSiteLanguage[], language: TSiteLanguage) => [
  language,
  ...languages.filter((code) => code !== language),
];
