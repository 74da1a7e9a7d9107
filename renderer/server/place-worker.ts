/** Thread of place-pages.ts: places an incremental build's reused files, then answers once (aside.ts). */
import { answerAside } from './aside.js';
import { placeFiles } from './place-pages.js';

answerAside(placeFiles);
