/** Thread of intact-pages.ts: checks the previous build's pages, then answers once (aside.ts). */
import { answerAside } from './aside.js';
import { intactPagesOf } from './incremental.js';

answerAside(intactPagesOf);
