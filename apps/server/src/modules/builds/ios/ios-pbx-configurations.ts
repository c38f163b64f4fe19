import type { TIosSettings } from './ios-app';
import { projectBuildSettings, targetBuildSettings } from './ios-build-settings';
import type { TPbxObject, TPbxValue } from './ios-pbx-format';
import { PBX_IDS as ids } from './ios-pbx-ids';

/** Debug and Release of the project and of the target, and the two lists that hold them. */
export function configurationObjects(
  settings: Pick<TIosSettings, 'bundleId' | 'marketing' | 'build'>,
): [string, TPbxObject][] {
  const targetSettings = targetBuildSettings(settings);
  const configuration = (buildSettings: TPbxValue, name: string): TPbxObject => ({
    isa: 'XCBuildConfiguration',
    buildSettings,
    name,
  });
  const list = (buildConfigurations: string[]): TPbxObject => ({
    isa: 'XCConfigurationList',
    buildConfigurations,
    defaultConfigurationIsVisible: '0',
    defaultConfigurationName: 'Release',
  });
  return [
    [ids.projectDebug, configuration(projectBuildSettings(true), 'Debug')],
    [ids.projectRelease, configuration(projectBuildSettings(false), 'Release')],
    [ids.targetDebug, configuration(targetSettings, 'Debug')],
    [ids.targetRelease, configuration(targetSettings, 'Release')],
    [ids.projectConfigs, list([ids.projectDebug, ids.projectRelease])],
    [ids.targetConfigs, list([ids.targetDebug, ids.targetRelease])],
  ];
}
