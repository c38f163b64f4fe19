import { HTML_PATHS } from '@oc/domain/themes/basic-fields';
import { getPath, setPath, type TTree } from '@oc/domain/themes/theme-path';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { THIRD_PARTY_PATHS } from './third-party-code';

/**
 * The values the console is editing, made safe to draw (docs/product/website.md#preview): rich
 * text cleaned as a save would clean it, third-party code left out.
 */
export function previewValues(values: TTree): TTree {
  let safe = values;
  for (const path of HTML_PATHS) {
    const html = getPath(safe, path);
    if (typeof html === 'string') safe = setPath(safe, path, sanitizeRichText(html));
  }
  for (const path of THIRD_PARTY_PATHS) {
    if (getPath(safe, path) !== undefined) safe = setPath(safe, path, '');
  }
  return safe;
}
