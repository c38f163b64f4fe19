import type { TScope } from '../../lib/scope';
import * as repo from './sites.repository';

/** The project's ordering or franchise website, or null (the website serves it by host). */
export const findSiteOfKind = (scope: TScope, kind: 'ordering' | 'franchise') =>
  repo.findSiteOfKind(scope, kind);
