import type { TDb } from '../../db/client';
import type { TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import type { TJobRetry } from '../jobs/jobs.types';
import type { TSiteDomainRow } from '../sites/site-domains.types';

export type TCertificateJobDeps = {
  db: TDb;
  env: TEnv;
  secrets: TSecretBox;
  log: { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void };
};

/** The site a certificate job serves, as the job read it: it has a domain. */
export type TDomainSite = TSiteDomainRow & { domain: string };

/** A step of the job: the site, in its project's scope, and the deps. */
export type TCertificateStep = { deps: TCertificateJobDeps; scope: TScope; site: TDomainSite };

/** What a step answers the queue: come back at a time, or nothing more to do. */
export type TStepOutcome = TJobRetry | undefined;
