import type { TBuildMode } from '@oc/domain/builds/build.schema';
import type { TMessageKey } from '@oc/domain/messages/messages';

// What a build packages (docs/product/builds.md#what-an-android-app-carries): everything the owner
// saved, gathered by the build worker from the database and file storage, in clear, for the
// platform's packager (android/, ios/). Nothing here comes from a request: the worker reads it
// from rows.

/** An image of the app's actions: its action name (`launcher_icon`, `splash_port_xhdpi`) and bytes. */
export type TPackageImage = { name: string; bytes: Buffer };

export type TAppPackage = {
  /** The app's name (1–255 characters, any text: escape it for every format it goes into). */
  name: string;
  description: string;
  /** A reverse-domain identifier, already checked (PACKAGE_PATTERN): Android package, iOS bundle id. */
  packageName: string;
  /** Dotted numbers, already checked (VERSION_PATTERN). */
  version: string;
  /** Android's versionCode made from the version (androidVersionCode); 1 for iOS. */
  versionCode: number;
  mode: TBuildMode;
  /** The address the app opens (the website: custom domain when issued, else the subdomain). */
  siteUrl: string;
  /** The app's theme colours by action name (primary, secondary, text, background): `#RRGGBB`. */
  colors: Record<string, string>;
  /** The base constants by code, typed (integer and decimal as numbers, boolean, json parsed). */
  constants: Record<string, unknown>;
  /** The launcher icon master (1024 × 1024 PNG), or null when none was uploaded. */
  launcherIcon: Buffer | null;
  /** The Android adaptive icon foreground (432 × 432 PNG), or null. */
  adaptiveForeground: Buffer | null;
  /** The Android notification icon (96 × 96 PNG), or null. */
  notificationIcon: Buffer | null;
  /**
   * Splash images by action name: `splash_port_<density>` and `splash_land_<density>` (Android,
   * densities ldpi, xhdpi, xxhdpi, xxxhdpi), `splash_<device>` (iOS: ipad, iphone, iphone_plus,
   * universal). Only those uploaded.
   */
  splash: TPackageImage[];
  /** The general images (logo, header_logo, …) uploaded, by action name. */
  images: TPackageImage[];
  /** `google-services.json` (Android) and `GoogleService-Info.plist` (iOS), when uploaded. */
  firebase: { android: Buffer | null; ios: Buffer | null };
};

/** Where a packager writes what it does, line by line (the build's log, shown to the owner). */
export type TBuildLogger = (line: string) => void;

/** What every packager is given besides the app: a private work directory, the log, a stop signal. */
export type TPackagerContext = {
  /** A directory of its own (mode 0700), removed by the caller afterwards. */
  workDir: string;
  log: TBuildLogger;
  /** Aborted when the owner cancels or the worker shuts down: stop and kill any child process. */
  signal: AbortSignal;
  /**
   * Called once the package is assembled, before it is signed and checked: from then the build
   * shows 'finishing' (docs/product/builds.md#build-statuses).
   */
  onFinishing?: () => Promise<void>;
};

/**
 * A key to sign with, prepared by us: a PKCS12 keystore whose alias and password we chose (never
 * the owner's), so that no owner value reaches a command line.
 */
export type TSigningKey = { keystore: Buffer; alias: string; password: string };

/**
 * A packager's failure the owner can act on: an error code of the catalogue (BUILD_TOOLS_MISSING,
 * BUILD_TOOL_FAILED, BUILD_TIMED_OUT, …) and its parameters; the worker stores the code and the
 * formatted description on the build.
 */
export class BuildFailure extends Error {
  constructor(
    readonly code: TMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}
