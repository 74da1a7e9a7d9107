/**
 * `docs serve` follows the files a doc imports, wherever they are in the site: an edit of a file
 * shown through raw-loader (beside the doc, or in a folder of its own) or of a partial kept outside
 * docs/ re-renders the doc that imports it and reloads the browser.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixture, type ServedSite } from './helpers.js';

let site: ServedSite;

beforeAll(async () => {
  site = await serveFixture({}, (dir) => {
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    };
    write(
      'docs/snippets.mdx',
      [
        '---',
        'title: Snippets',
        '---',
        "import CodeBlock from '@theme/CodeBlock';",
        "import Example from '!!raw-loader!./example.py';",
        "import Settings from '!!raw-loader!@site/snippets/settings.yaml';",
        "import Shared from '@site/shared/_note.md';",
        '',
        '<CodeBlock language="python">{Example}</CodeBlock>',
        '',
        '<CodeBlock language="yaml">{Settings}</CodeBlock>',
        '',
        '<Shared />',
        '',
      ].join('\n'),
    );
    write('docs/example.py', 'print("first version")\n');
    write('snippets/settings.yaml', 'retention: 7d\n');
    write('shared/_note.md', 'A shared note, first edition.\n');
  });
  await site.settled();
});

afterAll(async () => {
  await site?.close();
});

const pageText = async () => (await site.get('/snippets')).body.replace(/<[^>]+>/g, '');

describe('files a doc imports', () => {
  it('are shown on first load', async () => {
    const text = await pageText();
    expect(text).toContain('first version');
    expect(text).toContain('retention: 7d');
    expect(text).toContain('A shared note, first edition.');
  });

  it('re-render the doc when a raw-loaded file beside it changes', async () => {
    const reload = await site.editAndReload('docs/example.py', 'print("second version")\n');
    expect(reload.data.routes).toContain('/snippets');
    expect(await pageText()).toContain('second version');
  });

  it('re-render the doc when a raw-loaded file outside docs/ changes', async () => {
    const reload = await site.editAndReload('snippets/settings.yaml', 'retention: 30d\n');
    expect(reload.data.routes).toContain('/snippets');
    expect(await pageText()).toContain('retention: 30d');
  });

  it('re-render the doc when a partial outside docs/ changes', async () => {
    const reload = await site.editAndReload('shared/_note.md', 'A shared note, second edition.\n');
    expect(reload.data.routes).toContain('/snippets');
    expect(await pageText()).toContain('A shared note, second edition.');
  });
});
