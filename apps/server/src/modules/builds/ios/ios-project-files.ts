import { APP } from './ios-app';
import { objectId, type TPbxObject } from './ios-pbx-format';

/** A file of the `App` group: its type for Xcode, and the build phase it goes in (if any). */
export type TProjectFile = { path: string; type: string; phase: 'sources' | 'resources' | null };

/** The files the project lists, in the order Xcode shows them. */
export function projectFiles(withFirebase: boolean): TProjectFile[] {
  return [
    { path: `${APP}/BrandedApp.swift`, type: 'sourcecode.swift', phase: 'sources' },
    { path: `${APP}/WebView.swift`, type: 'sourcecode.swift', phase: 'sources' },
    { path: `${APP}/Assets.xcassets`, type: 'folder.assetcatalog', phase: 'resources' },
    { path: `${APP}/LaunchScreen.storyboard`, type: 'file.storyboard', phase: 'resources' },
    { path: `${APP}/config.json`, type: 'text.json', phase: 'resources' },
    ...(withFirebase
      ? [
          {
            path: `${APP}/GoogleService-Info.plist`,
            type: 'text.plist.xml',
            phase: 'resources' as const,
          },
        ]
      : []),
    { path: `${APP}/Info.plist`, type: 'text.plist.xml', phase: null },
  ];
}

export const fileRefId = (file: TProjectFile) => objectId(`file:${file.path}`);

/** Each file's reference and, for sources and resources, its build file in that phase. */
export function fileObjects(files: TProjectFile[]) {
  const objects = new Map<string, TPbxObject>();
  const comments = new Map<string, string>();
  const phases: Record<'sources' | 'resources', string[]> = { sources: [], resources: [] };
  for (const file of files) {
    const name = file.path.split('/').pop() as string;
    const ref = fileRefId(file);
    comments.set(ref, name);
    objects.set(ref, {
      isa: 'PBXFileReference',
      lastKnownFileType: file.type,
      path: name,
      sourceTree: '<group>',
    });
    if (file.phase) {
      const build = objectId(`build:${file.path}`);
      comments.set(build, `${name} in ${file.phase === 'sources' ? 'Sources' : 'Resources'}`);
      objects.set(build, { isa: 'PBXBuildFile', fileRef: ref });
      phases[file.phase].push(build);
    }
  }
  return { objects, comments, phases };
}
