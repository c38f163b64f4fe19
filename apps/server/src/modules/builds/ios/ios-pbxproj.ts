import { APP, type TIosSettings } from './ios-app';
import { configurationObjects } from './ios-pbx-configurations';
import { pbxDocument, type TPbxObject } from './ios-pbx-format';
import { PBX_IDS as ids, pbxComments } from './ios-pbx-ids';
import { fileObjects, fileRefId, type TProjectFile } from './ios-project-files';

/**
 * project.pbxproj: one iOS application target `App` with its sources and resources, Debug and
 * Release configurations, automatic signing. Object ids are derived from stable labels.
 */
export function pbxproj(
  files: TProjectFile[],
  settings: Pick<TIosSettings, 'bundleId' | 'marketing' | 'build'>,
): string {
  const own = fileObjects(files);
  const phase = (isa: string, list: string[]): TPbxObject => ({
    isa,
    buildActionMask: '2147483647',
    files: list,
    runOnlyForDeploymentPostprocessing: '0',
  });
  const objects = new Map<string, TPbxObject>([
    ...own.objects,
    [
      ids.product,
      {
        isa: 'PBXFileReference',
        explicitFileType: 'wrapper.application',
        includeInIndex: '0',
        path: `${APP}.app`,
        sourceTree: 'BUILT_PRODUCTS_DIR',
      },
    ],
    [
      ids.mainGroup,
      { isa: 'PBXGroup', children: [ids.appGroup, ids.productsGroup], sourceTree: '<group>' },
    ],
    [
      ids.appGroup,
      { isa: 'PBXGroup', children: files.map(fileRefId), path: APP, sourceTree: '<group>' },
    ],
    [
      ids.productsGroup,
      { isa: 'PBXGroup', children: [ids.product], name: 'Products', sourceTree: '<group>' },
    ],
    [ids.frameworks, phase('PBXFrameworksBuildPhase', [])],
    [ids.resources, phase('PBXResourcesBuildPhase', own.phases.resources)],
    [ids.sources, phase('PBXSourcesBuildPhase', own.phases.sources)],
    [
      ids.target,
      {
        isa: 'PBXNativeTarget',
        buildConfigurationList: ids.targetConfigs,
        buildPhases: [ids.sources, ids.frameworks, ids.resources],
        buildRules: [],
        dependencies: [],
        name: APP,
        productName: APP,
        productReference: ids.product,
        productType: 'com.apple.product-type.application',
      },
    ],
    [
      ids.project,
      {
        isa: 'PBXProject',
        attributes: {
          BuildIndependentTargetsInParallel: '1',
          LastSwiftUpdateCheck: '1500',
          LastUpgradeCheck: '1500',
          TargetAttributes: { [ids.target]: { CreatedOnToolsVersion: '15.0' } },
        },
        buildConfigurationList: ids.projectConfigs,
        compatibilityVersion: 'Xcode 14.0',
        developmentRegion: 'en',
        hasScannedForEncodings: '0',
        knownRegions: ['en', 'Base'],
        mainGroup: ids.mainGroup,
        productRefGroup: ids.productsGroup,
        projectDirPath: '',
        projectRoot: '',
        targets: [ids.target],
      },
    ],
    ...configurationObjects(settings),
  ]);
  return pbxDocument(objects, ids.project, new Map([...pbxComments(), ...own.comments]));
}
