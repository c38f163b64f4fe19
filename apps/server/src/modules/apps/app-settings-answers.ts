import type { TBaseAction, TBaseConstant } from '@oc/domain/apps/app.schema';
import type { TActionRow, TConstantRow } from './app-settings.repository';

/** A base constant (docs/product/entities.md#base-constant), as the API shows it. */
export const constantOf = (c: TConstantRow): TBaseConstant => ({
  id: c.id,
  code: c.code,
  name: c.name,
  type: c.type,
  value: c.value,
});

/** A base action (docs/product/entities.md#base-action), as the API shows it. */
export const actionOf = (a: TActionRow): TBaseAction => ({
  id: a.id,
  group: a.group,
  name: a.name,
  target_path: a.targetPath,
  public_url: a.publicUrl,
  editable: a.editable,
  file_rules: a.fileRules,
  text_content: a.textContent,
  source_path: a.sourcePath,
});
