/** Thread of llms-full.ts: assembles and writes llms-full.txt, then answers once (aside.ts). */
import { answerAside } from './aside.js';
import { writeLlmsFull } from './llms-full.js';

answerAside(writeLlmsFull);
