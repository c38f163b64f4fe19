import type { TScope } from '../../lib/scope';
import { changeSiteDomainStatuses } from '../sites/change-site-domain-statuses';
import type { TSiteDomainExpectation } from '../sites/site-domains.types';
import { refreshCustomDomains } from '../website/custom-domains';
import { insertDomainEvents } from './domains.repository';
import type { TDomainChange } from './domains.types';

/**
 * Moves a site's domain from one state to another: its certificate statuses and its events in one
 * transaction, only while the site still has `domain` and is as `expect` says (a cancel or a new
 * request that came first wins, and the job that read the old state writes nothing). False when
 * nothing was written. A claimed status of a domain another site proved first throws
 * DomainClaimedElsewhere. Then this process's websites route by the new state at once instead of
 * at their next refresh.
 */
export async function changeDomainState(
  scope: TScope,
  siteId: number,
  domain: string,
  expect: TSiteDomainExpectation,
  change: TDomainChange,
  /** More to write with the change, in its transaction (the owner's action's audit entry). */
  alsoInTx?: (tx: TScope) => Promise<void>,
): Promise<boolean> {
  const { events = [], ...statuses } = change;
  const changed = await scope.db.transaction(async (tx) => {
    const txScope = { db: tx, projectId: scope.projectId };
    if (!(await changeSiteDomainStatuses(txScope, siteId, domain, expect, statuses))) return false;
    await insertDomainEvents(txScope, siteId, domain, events);
    await alsoInTx?.(txScope);
    return true;
  });
  if (changed) await refreshCustomDomains();
  return changed;
}
