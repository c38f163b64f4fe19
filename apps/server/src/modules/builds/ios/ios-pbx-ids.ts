import { APP } from './ios-app';
import { objectId } from './ios-pbx-format';

/** The ids of the project's own objects (its files' ids come from their paths). */
export const PBX_IDS = {
  project: objectId('project'),
  target: objectId('target'),
  mainGroup: objectId('group:main'),
  appGroup: objectId('group:app'),
  productsGroup: objectId('group:products'),
  product: objectId('product'),
  sources: objectId('phase:sources'),
  resources: objectId('phase:resources'),
  frameworks: objectId('phase:frameworks'),
  projectConfigs: objectId('configs:project'),
  targetConfigs: objectId('configs:target'),
  projectDebug: objectId('config:project:Debug'),
  projectRelease: objectId('config:project:Release'),
  targetDebug: objectId('config:target:Debug'),
  targetRelease: objectId('config:target:Release'),
};

/** The comment Xcode writes after each of those ids. */
export function pbxComments(): Map<string, string> {
  const ids = PBX_IDS;
  return new Map<string, string>([
    [ids.project, 'Project object'],
    [ids.target, APP],
    [ids.appGroup, APP],
    [ids.productsGroup, 'Products'],
    [ids.product, `${APP}.app`],
    [ids.sources, 'Sources'],
    [ids.resources, 'Resources'],
    [ids.frameworks, 'Frameworks'],
    [ids.projectConfigs, `Build configuration list for PBXProject "${APP}"`],
    [ids.targetConfigs, `Build configuration list for PBXNativeTarget "${APP}"`],
    [ids.projectDebug, 'Debug'],
    [ids.projectRelease, 'Release'],
    [ids.targetDebug, 'Debug'],
    [ids.targetRelease, 'Release'],
  ]);
}
