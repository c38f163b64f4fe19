import { BUSINESS_LIMITS, slugFromName } from '@oc/domain/catalogue/business.schema';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './business-slugs.repository';

// A business's address on the website: one business's at a time, its old ones kept so that the
// website can send their visitors on (docs/product/api.md#businesses).

/** The address of a name with no Latin letter or digit, until the owner writes one. */
const FALLBACK_SLUG = 'business';
/** Room kept for a dash and a counter at the end of a made slug. */
const COUNTER_ROOM = 10;

/**
 * Runs `write` in one transaction with the project's slugs locked: a refusal changes nothing, and
 * two requests never take the same slug.
 */
export function inSlugTransaction<T>(scope: TScope, write: (tx: TScope) => Promise<T>) {
  return scope.db.transaction(async (tx) => {
    // Kept to the caller's businesses (a business manager edits only theirs); the slug checks
    // still see every business of the project.
    const txScope: TScope = { ...scope, db: tx as unknown as TDb };
    await repo.lockSlugs(txScope);
    return write(txScope);
  });
}

/** The name's slug, or with -2, -3… when a business holds it, now or as an old slug. */
export async function freeSlugFromName(scope: TScope, name: string) {
  const base = slugFromName(name) || FALLBACK_SLUG;
  const stem = base.slice(0, BUSINESS_LIMITS.slug - COUNTER_ROOM).replace(/-+$/, '');
  const taken = new Set(await repo.findSlugsStartingWith(scope, stem));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const slug = `${stem}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/**
 * A slug the owner chose is refused when another business holds it, now or as an old slug (its
 * website address would lead there); the business's own old slug is its to take back.
 */
export async function assertSlugFree(scope: TScope, slug: string, businessId: number | null) {
  const holder = await repo.findSlugHolder(scope, slug);
  if (holder && holder.businessId !== businessId) throw AppError.of(409, 'BUSINESS_SLUG_TAKEN');
  return holder;
}

/** A new slug for the business: its current one becomes an old one, leading to it. */
export async function moveBusinessSlug(
  scope: TScope,
  business: { id: number; slug: string },
  slug: string,
) {
  const holder = await assertSlugFree(scope, slug, business.id);
  if (holder?.isOld) await repo.removeSlugRedirect(scope, slug);
  await repo.addSlugRedirect(scope, business.slug, business.id);
}
