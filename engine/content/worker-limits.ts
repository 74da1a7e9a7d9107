/**
 * V8 limits of a thread that parses a big doc (parse-files.ts's workers, parallel-parse.ts's
 * helpers): a larger young generation (in MB, three semi-spaces), where the parser's short-lived
 * objects die without being copied. 64 is as fast as 192 on a 10 MB doc (24 s either way) and
 * peaks 100 MB lower; 32 and 48 were slower.
 */
export const BIG_DOC_WORKER_LIMITS = { maxYoungGenerationSizeMb: 64 };
