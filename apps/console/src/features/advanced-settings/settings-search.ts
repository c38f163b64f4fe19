// The Advanced tab's search: the settings whose words, as the owner reads them (their section's
// name, their group's and their own label, in the owner's language), hold every word searched.

export type TSearchableSection = {
  id: string;
  /** The section's name as shown. */
  title: string;
  /** Its settings, each by its form path, with its label and its group's title as shown. */
  leaves: readonly { path: string; label: string; group: string | null }[];
};

export type TSearchResult = { sections: ReadonlySet<string>; leaves: ReadonlySet<string> };

/** Lower case, without accents and repeated spaces: 'Café  Menu' finds 'cafe menu'. */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sections and settings a search shows, or null when nothing is searched (all show). A
 * section with no settings of its own (the notification sound) shows when its name matches.
 */
export function settingsMatching(
  sections: readonly TSearchableSection[],
  query: string,
): TSearchResult | null {
  const words = searchText(query).split(' ').filter(Boolean);
  if (!words.length) return null;
  const matches = (...texts: (string | null)[]) => {
    const text = searchText(texts.filter(Boolean).join(' '));
    return words.every((word) => text.includes(word));
  };
  const shownSections = new Set<string>();
  const shownLeaves = new Set<string>();
  for (const section of sections) {
    if (!section.leaves.length && matches(section.title)) shownSections.add(section.id);
    for (const leaf of section.leaves) {
      if (!matches(section.title, leaf.group, leaf.label)) continue;
      shownLeaves.add(leaf.path);
      shownSections.add(section.id);
    }
  }
  return { sections: shownSections, leaves: shownLeaves };
}
