/** Where content files (images, linked files) go: the build decides names and copies; the renderer only asks. */
export interface AssetSink {
  /**
   * Registers a source file (absolute path) to be copied into the build; returns its public URL
   * path, content-hashed, e.g. `/assets/images/diagram-3f2a9c1b.svg` (`folder` 'files':
   * `/assets/files/setup-3f2a9c1b.sh`, as Docusaurus names linked files).
   */
  addFile(absPath: string, folder?: AssetFolder): string;
}

export type AssetFolder = 'images' | 'files';
