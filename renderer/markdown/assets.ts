/** Where content files (images, linked files) go: the build decides names and copies; the renderer only asks. */
export interface AssetSink {
  /**
   * Copies a source file (absolute path) into the build before it returns (the caller may then
   * remove a scratch file); returns its public URL path, content-hashed, e.g.
   * `/assets/images/diagram-3f2a9c1b.svg` (`folder` 'files': `/assets/files/setup-3f2a9c1b.sh`, as
   * Docusaurus names linked files; 'js': a component's browser bundle, beside the client's,
   * `/assets/js/island-Counter-3f2a9c1b.js`; 'css': the stylesheet of the site components a page
   * uses, `/assets/css/components-3f2a9c1b.css`).
   */
  addFile(absPath: string, folder?: AssetFolder): string;
}

export type AssetFolder = 'images' | 'files' | 'fonts' | 'medias' | 'js' | 'css';
