/** Client entry: hydrates the server-rendered page with the same props the server used. */
import { hydrateRoot } from 'react-dom/client';
import { App } from '../components/App.js';
import type { PageData, ShellData } from '../model.js';

const root = document.getElementById('__docs');
const dataElement = document.getElementById('__docs-data');
if (root && dataElement) {
  const { shell, page } = JSON.parse(dataElement.textContent ?? '{}') as { shell: ShellData; page: PageData };
  if (page.kind === 'doc') page.contentHtml = root.querySelector('.markdown')?.innerHTML ?? '';
  hydrateRoot(root, <App shell={shell} page={page} />, {
    onRecoverableError: (error) => console.warn('Recoverable hydration error:', error),
  });
}
