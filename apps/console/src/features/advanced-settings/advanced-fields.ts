import { leafDefault } from '@oc/domain/themes/theme-leaf-defaults';
import { getPath, setPath, type TTree } from '@oc/domain/themes/theme-path';
import {
  isLeafDisabled,
  leafSchema,
  type TLeaf,
  type TModeFlags,
  type TSection,
} from '@oc/domain/themes/theme-tree';

// The Advanced tab's form is the part of the theme values tree its sections show, nested as stored,
// so react-hook-form addresses every leaf by its own path.

/**
 * The form's starting values: each shown leaf's stored value, or, when none is stored, its default
 * as the website draws it from the rest of the theme (the text on the buttons, for one).
 */
export function advancedFormValues(
  values: TTree,
  sections: readonly TSection[],
  flags: TModeFlags,
): TTree {
  let form: TTree = {};
  for (const leaf of sections.flatMap((s) => s.leaves)) {
    const stored = getPath(values, leaf.path);
    form = setPath(
      form,
      leaf.path,
      stored === undefined ? leafDefault(leaf, { values, flags }) : stored,
    );
  }
  return form;
}

type TLeafChange = { leaf: TLeaf; path: string; value: unknown };

/** The editable leaves whose value differs from where the form started: all a save sends. */
export function advancedChanges(
  form: TTree,
  initial: TTree,
  sections: readonly TSection[],
  flags: TModeFlags,
): TLeafChange[] {
  const changes: TLeafChange[] = [];
  for (const leaf of sections.flatMap((s) => s.leaves)) {
    if (isLeafDisabled(leaf, flags)) continue;
    const value = getPath(form, leaf.path);
    if (JSON.stringify(value) !== JSON.stringify(getPath(initial, leaf.path)))
      changes.push({ leaf, path: leaf.path, value });
  }
  return changes;
}

/** The changes whose value the shared schema refuses: what the owner must fix before saving. */
export function advancedProblems(changes: readonly TLeafChange[]): TLeafChange[] {
  return changes.filter(({ leaf, value }) => !leafSchema(leaf).safeParse(value).success);
}
