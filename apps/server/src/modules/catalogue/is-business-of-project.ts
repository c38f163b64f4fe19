import type { TMessageKey } from '@oc/domain/messages/messages';
import type { TScope } from '../../lib/scope';
import * as repo from './businesses.repository';

/**
 * Why a slug cannot be the business a website or an app is for, or null when it can: it must name
 * one of the project's own businesses that the website shows. An archived or unpublished business
 * would make a single-store site or app open on a page its customers cannot reach.
 */
export async function refusalOfBusinessChoice(
  scope: TScope,
  slug: string,
): Promise<{ key: TMessageKey; params: Record<string, string> } | null> {
  const state = await repo.findBusinessState(scope, slug);
  if (!state) return { key: 'UNKNOWN_BUSINESS', params: { slug } };
  if (state.archived) return { key: 'BUSINESS_CHOICE_ARCHIVED', params: { name: state.name } };
  if (!state.published) return { key: 'BUSINESS_CHOICE_UNPUBLISHED', params: { name: state.name } };
  return null;
}
