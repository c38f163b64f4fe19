import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import type { TScope } from '../../lib/scope';
import type { TAuditActor } from '../audit/record-audit';
import { setBusinessImage, type TBusinessImageKind } from '../catalogue/set-business-image';

/**
 * DELETE /api/businesses/{businessId}/images/{kind}: the business no longer has that image. The
 * file stays stored: files are shared by content, and another setting may show the same one.
 */
export const removeBusinessImage = (
  scope: TScope,
  businessId: number,
  kind: TBusinessImageKind,
  actor: TAuditActor,
): Promise<TBusinessDetails> => setBusinessImage(scope, businessId, kind, null, actor);
