import { APP, DEPLOYMENT_TARGET, type TIosSettings } from './ios-app';
import type { TPbxValue } from './ios-pbx-format';

type TBuildSettings = { [key: string]: TPbxValue };

/** The project's settings: Debug builds quickly and debugs, Release is optimised and validated. */
export function projectBuildSettings(debug: boolean): TBuildSettings {
  return {
    ALWAYS_SEARCH_USER_PATHS: 'NO',
    CLANG_ENABLE_MODULES: 'YES',
    CLANG_ENABLE_OBJC_ARC: 'YES',
    COPY_PHASE_STRIP: 'NO',
    DEBUG_INFORMATION_FORMAT: debug ? 'dwarf' : 'dwarf-with-dsym',
    ENABLE_STRICT_OBJC_MSGSEND: 'YES',
    ENABLE_USER_SCRIPT_SANDBOXING: 'YES',
    ...(debug
      ? {
          ENABLE_TESTABILITY: 'YES',
          ONLY_ACTIVE_ARCH: 'YES',
          SWIFT_ACTIVE_COMPILATION_CONDITIONS: 'DEBUG $(inherited)',
        }
      : { VALIDATE_PRODUCT: 'YES' }),
    GCC_C_LANGUAGE_STANDARD: 'gnu17',
    GCC_OPTIMIZATION_LEVEL: debug ? '0' : 's',
    IPHONEOS_DEPLOYMENT_TARGET: DEPLOYMENT_TARGET,
    MTL_ENABLE_DEBUG_INFO: debug ? 'INCLUDE_SOURCE' : 'NO',
    SDKROOT: 'iphoneos',
    SWIFT_COMPILATION_MODE: debug ? 'singlefile' : 'wholemodule',
    SWIFT_OPTIMIZATION_LEVEL: debug ? '-Onone' : '-O',
  };
}

/** The target's settings, the same in Debug and Release: the app's id, version and signing. */
export function targetBuildSettings(
  settings: Pick<TIosSettings, 'bundleId' | 'marketing' | 'build'>,
): TBuildSettings {
  return {
    ASSETCATALOG_COMPILER_APPICON_NAME: 'AppIcon',
    ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME: 'AccentColor',
    CODE_SIGN_STYLE: 'Automatic',
    CURRENT_PROJECT_VERSION: String(settings.build),
    DEVELOPMENT_TEAM: '',
    // Info.plist holds its values literally (the name among them), so Xcode must not expand
    // $(…) in it: an owner's name containing "$(HOME)" stays that text.
    GENERATE_INFOPLIST_FILE: 'NO',
    INFOPLIST_EXPAND_BUILD_SETTINGS: 'NO',
    INFOPLIST_FILE: `${APP}/Info.plist`,
    IPHONEOS_DEPLOYMENT_TARGET: DEPLOYMENT_TARGET,
    LD_RUNPATH_SEARCH_PATHS: ['$(inherited)', '@executable_path/Frameworks'],
    MARKETING_VERSION: settings.marketing,
    PRODUCT_BUNDLE_IDENTIFIER: settings.bundleId,
    PRODUCT_NAME: '$(TARGET_NAME)',
    SWIFT_EMIT_LOC_STRINGS: 'YES',
    SWIFT_VERSION: '5.0',
    TARGETED_DEVICE_FAMILY: '1,2',
  };
}
