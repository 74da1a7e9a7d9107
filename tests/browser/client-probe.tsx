/**
 * Test-only browser bundle (built by client-hydration.test.ts with the client's esbuild options, so
 * `react` is preact/compat as in the real bundle): renders the client root for a page's hydration
 * data into a detached element and returns its HTML, to compare with the server's.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ClientApp } from '../../renderer/client/app.js';
import { ColorModeStore } from '../../renderer/client/colorMode.js';
import { Router } from '../../renderer/client/router.js';
import type { PageData, ShellData } from '../../renderer/model.js';

(window as unknown as { __probeRender: (shell: ShellData, page: PageData) => string }).__probeRender = (shell, page) => {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<ClientApp shell={shell} router={new Router(shell, page)} colorMode={new ColorModeStore(shell.colorMode)} />));
  const html = container.innerHTML;
  root.unmount();
  return html;
};
