import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './business-images.repository';
import { getBusiness } from './get-business';

/** The two images of a business: its square logo and its wide header. */
export const BUSINESS_IMAGE_KINDS = ['logo', 'header'] as const;
export type TBusinessImageKind = (typeof BUSINESS_IMAGE_KINDS)[number];

/**
 * A business's logo or header becomes this file address, or none. The caller has already stored
 * the file as the project's own upload (the files module), so the address is not checked again.
 */
export async function setBusinessImage(
  scope: TScope,
  businessId: number,
  kind: TBusinessImageKind,
  url: string | null,
): Promise<TBusinessDetails> {
  if (!(await repo.setBusinessImageColumn(scope, businessId, kind, url)))
    throw notFound('BUSINESS_NOT_FOUND');
  return getBusiness(scope, businessId);
}
