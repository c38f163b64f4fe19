// Types of build.mjs for the tests and the bench that build the loader.
export declare const DIST_FILE: string;
export declare function buildWidget(options?: { write?: boolean }): Promise<{
  path: string;
  bytes: Uint8Array;
  /** The source files in the bundle, relative to packages/widget. */
  inputs: string[];
}>;
