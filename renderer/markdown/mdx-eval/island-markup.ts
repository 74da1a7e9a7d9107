/** Attributes of a `<docs-island>` element (a site component the browser hydrates: mount.ts). */

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * ` data-messages="…"`: the locale's messages the component's `<Translate>` used on the server, so
 * that it says the same once hydrated; nothing when it used none.
 */
export function messagesAttribute(messages: Readonly<Record<string, string>> | undefined): string {
  return messages && Object.keys(messages).length ? ` data-messages="${escapeAttribute(JSON.stringify(messages))}"` : '';
}
