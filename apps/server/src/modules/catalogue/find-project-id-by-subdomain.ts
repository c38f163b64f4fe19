import type { TDb } from '../../db/client';
import * as repo from './configs.repository';

/** The project a website host names by its subdomain (docs/product/website.md#addresses). */
export const findProjectIdBySubdomain = (db: TDb, subdomain: string) =>
  repo.findProjectIdBySubdomain(db, subdomain);
