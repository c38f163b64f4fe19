import { siteLanguagesOf, type TSiteLanguage } from '@oc/domain/website/site-languages';
import type { TScope } from '../../lib/scope';
import * as repo from './project-languages.repository';

/** The languages of the project's websites that have none of their own, the default first. */
export const findProjectLanguages = async (scope: TScope): Promise<TSiteLanguage[]> =>
  siteLanguagesOf(await repo.findProjectLanguages(scope), null);

/** Saves the languages of the project's websites that have none of their own. */
export const saveProjectLanguages = (scope: TScope, languages: TSiteLanguage[]) =>
  repo.updateProjectLanguages(scope, languages);
