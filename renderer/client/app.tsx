/**
 * The client root: the shared <App> with the router's state, and the providers that add client
 * behaviour to the shared components (colour mode, sidebar state, preferred version). Its first
 * render equals the server's; everything client-only changes after hydration.
 */
import './react-compat.js';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { App } from '../components/App.js';
import { ColorModeContext, SidebarContext, type VersionPreference, VersionContext } from '../components/context.js';
import { ErrorBoundary } from '../components/ErrorBoundary.js';
import type { ShellData } from '../model.js';
import type { ColorModeStore } from './colorMode.js';
import type { Router } from './router.js';
import { useSidebarControl } from './sidebar.js';
import { renderedFirstHrefs, unpackPage } from '../sidebar-pack.js';
import { useActiveHeading } from './toc.js';
import { readPreferredVersions, savePreferredVersion } from './versions.js';

export function ClientApp({ shell, router, colorMode }: { shell: ShellData; router: Router; colorMode: ColorModeStore }) {
  const [state, setState] = useState(router.state);
  useEffect(() => router.subscribe(setState), [router]);
  useLayoutEffect(() => {
    if (state.renderKey > 0) router.afterSwap(state);
  }, [state.renderKey]);
  // The hydrated page's sidebar comes packed (renderer/server/html.ts); page-data chunks have it plain.
  // Its categories' first links are read from the server's sidebar, which is still in the DOM then.
  const page = useMemo(() => unpackPage(state.page, 'packedSidebar' in state.page ? renderedFirstHrefs(document) : []), [state.page]);
  const activeTocId = useActiveHeading(page);
  const sidebar = useSidebarControl(page, shell, router.loader);

  const [preferred, setPreferred] = useState<string[]>([]);
  useEffect(() => setPreferred(readPreferredVersions(shell.versions)), [shell]);
  const versions = useMemo<VersionPreference>(
    () => ({
      preferred,
      save: (name) => {
        const version = shell.versions.find((v) => v.name === name);
        if (!version) return;
        savePreferredVersion(version);
        // One preferred version per docs instance.
        setPreferred((list) => [...list.filter((n) => shell.versions.find((v) => v.name === n)?.pluginId !== version.pluginId), name]);
      },
    }),
    [preferred, shell],
  );

  return (
    <ErrorBoundary>
      <ColorModeContext.Provider value={colorMode}>
        <VersionContext.Provider value={versions}>
          <SidebarContext.Provider value={sidebar}>
            <App
              shell={shell}
              page={page}
              activeTocId={activeTocId}
              loading={state.loading}
              loadError={state.error}
              onTryAgain={() => router.refresh()}
              renderKey={String(state.renderKey)}
            />
          </SidebarContext.Provider>
        </VersionContext.Provider>
      </ColorModeContext.Provider>
    </ErrorBoundary>
  );
}
