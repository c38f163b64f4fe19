import { classifyActionGroup } from '@oc/domain/apps/actions.rules';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { generationTargets } from '@oc/domain/apps/image-generation';
import { DEFAULT_PAGE_BACKGROUND, HEX_COLOUR_PATTERN } from '@oc/domain/themes/colour.rules';
import { effectiveImageRules } from '@oc/domain/uploads/upload.rules';
import sharp from 'sharp';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { auditValue } from '../audit/audit-value';
import { recordAudit, type TAuditActor, type TAuditChanges } from '../audit/record-audit';
import { checkResourceImage } from '../files/check-resource-image';
import type { TCheckedFile } from '../files/files.types';
import { storeCheckedFile } from '../files/store-file';
import * as repo from './app-settings.repository';
import { actionOf } from './app-settings-answers';
import { drawAppImage } from './draw-app-images';
import { findSettableApp } from './find-settable-app';
import { readSourceIcon, readSourceLogo } from './read-source-images';

/** What the owner sent: the 1024 × 1024 icon, the splash logo if any, the colour if chosen. */
export type TGenerateImagesRequest = {
  icon: Buffer;
  logo: Buffer | null;
  backgroundColor: string | undefined;
};

/** The app's background colour action: the splash screens' and the adaptive icon's background. */
const isBackgroundColour = (row: repo.TActionRow) =>
  classifyActionGroup(row.group) === 'colors' && row.name === 'background';

/**
 * 'Make from one icon' (docs/product/app-settings.md#resources): every icon, adaptive icon layer,
 * notification icon and splash screen of the app drawn from one 1024 × 1024 icon (and a logo for
 * the splash screens, the icon when none is given) on the background colour. Each picture passes
 * the same checks as an upload of its slot and is stored the same way; all are checked before
 * anything is written, so a refusal changes nothing. A chosen colour other than the saved one
 * becomes the app's background colour, which the built app puts behind the adaptive icon.
 * Answers the actions it changed.
 */
export async function generateAppImages(
  scope: TScope,
  storage: FileStorage,
  appId: number,
  request: TGenerateImagesRequest,
  actor: TAuditActor,
): Promise<TBaseAction[]> {
  const app = await findSettableApp(scope, appId);
  const { actions } = await repo.findAppSettings(scope, app.id);
  const colourRow = actions.find(isBackgroundColour);
  const saved = colourRow?.textContent ?? '';
  const chosen = request.backgroundColor?.trim();
  if (chosen !== undefined && chosen !== '' && !HEX_COLOUR_PATTERN.test(chosen))
    throw AppError.of(400, 'THE_COLOUR_MUST_LOOK_LIKE_2C7BE5');
  const background = (
    chosen || (HEX_COLOUR_PATTERN.test(saved) ? saved : DEFAULT_PAGE_BACKGROUND)
  ).toUpperCase();

  const targets = generationTargets(actions.map(actionOf));
  if (targets.length === 0) throw AppError.of(400, 'THIS_APP_HAS_NO_IMAGE_TO_MAKE');
  const icon = await readSourceIcon(request.icon);
  const logo = request.logo ? await readSourceLogo(request.logo) : icon;
  const source = { icon: icon.bytes, logo, background };

  // One picture at a time: the largest splash is 7.5 megapixels, and the machine is shared.
  const checked: { row: repo.TActionRow; file: TCheckedFile }[] = [];
  for (const target of targets) {
    const row = actions.find((a) => a.id === target.actionId);
    if (!row) continue;
    const png = await drawAppImage(target.kind, target.size, source);
    // A slot that takes JPEG only gets the same picture on the background colour.
    const takesPng = effectiveImageRules(row.fileRules).extensions.includes('png');
    const bytes = takesPng
      ? png
      : await sharp(png).flatten({ background }).jpeg({ quality: 92 }).toBuffer();
    const file = await checkResourceImage(
      {
        filename: `${row.name}.${takesPng ? 'png' : 'jpg'}`,
        mimetype: takesPng ? 'image/png' : 'image/jpeg',
        bytes,
      },
      row.fileRules,
    );
    checked.push({ row, file });
  }

  const saveColour =
    colourRow !== undefined && colourRow.editable === true && saved.toUpperCase() !== background;
  return scope.db.transaction(async (tx) => {
    const inTx: TScope = { ...scope, db: tx };
    const changed: TBaseAction[] = [];
    const recorded: TAuditChanges = {};
    for (const { row, file } of checked) {
      const stored = await storeCheckedFile(inTx, storage, file);
      const updated = await repo.updateAction(inTx, row, { publicUrl: stored.url });
      if (!updated) throw notFound('ACTION_NOT_FOUND');
      changed.push(actionOf(updated));
      recorded[row.name] = { before: auditValue(row.publicUrl), after: auditValue(stored.url) };
    }
    if (saveColour) {
      const updated = await repo.updateAction(inTx, colourRow, { textContent: background });
      if (!updated) throw notFound('ACTION_NOT_FOUND');
      changed.push(actionOf(updated));
      recorded[colourRow.name] = { before: colourRow.textContent, after: background };
    }
    await recordAudit(inTx, actor, {
      area: 'apps',
      action: 'app.images_generated',
      target: app.app.name,
      changes: recorded,
    });
    return changed;
  });
}
