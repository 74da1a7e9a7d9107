/** What a reader sees of a built page, for assertions on text and where its links go. */

/** The visible text of some HTML, with each link's target in brackets before its text. */
export const linkedTextOf = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>/g, ' [$1] ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
