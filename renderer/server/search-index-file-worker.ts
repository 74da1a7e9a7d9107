/** Thread of search-index-file.ts: writes the lunr part of a search index file, then answers once (aside.ts). */
import { answerAside } from './aside.js';
import { writeLunrPart } from './search-index-file.js';

answerAside(writeLunrPart);
