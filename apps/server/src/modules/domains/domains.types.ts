import type { TDomainEventKind } from '@oc/domain/domains/custom-domain.schema';
import type { TSiteDomainStatuses } from '../sites/site-domains.types';

/** Wakes this process's workers when there are any, so a queued job starts without a poll. */
export type TWakeWorkers = (() => void) | null;

/** A move of a site's domain: its new certificate statuses and the events saying so. */
export type TDomainChange = TSiteDomainStatuses & {
  events?: { kind: TDomainEventKind; detail?: string | null }[];
};
