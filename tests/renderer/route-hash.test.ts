/**
 * Page-data chunk names (`_pages/<routeHash(route)>.json`): a build stops when two routes share one,
 * so a site of 100,000 docs (the reference corpus at its largest) must not come near a clash.
 */
import { describe, expect, it } from 'vitest';
import { routeHash } from '../../renderer/model.js';

describe('routeHash', () => {
  it('names 300,000 routes of a large site apart, each with 16 hex digits', () => {
    const words = ['tracing', 'backup', 'filter', 'search', 'alerting', 'account', 'streaming', 'token', 'pipeline', 'log'];
    const names = new Set<string>();
    let routes = 0;
    for (let s = 0; s < 1_500; s++) {
      for (let d = 0; d < 200; d++, routes++) {
        const route = `/s${s}-${words[s % 10]}/g${d % 7}-${words[d % 10]}/d${String(s * 200 + d).padStart(5, '0')}-${words[(s + d) % 10]}-${words[(s * d) % 10]}`;
        const name = routeHash(route);
        expect(name).toMatch(/^[0-9a-f]{16}$/);
        names.add(name);
      }
    }
    // With the former 32-bit names, 15 of these routes clashed.
    expect(names.size).toBe(routes);
  });

  // One route (engine/graph/routes.ts routeKey): a link written without the route's trailing slash finds its data.
  it('names a route with and without its trailing slash alike, and the root apart', () => {
    expect(routeHash('/docs/')).toBe(routeHash('/docs'));
    expect(routeHash('/')).not.toBe(routeHash(''));
    expect(routeHash('/docs/a')).not.toBe(routeHash('/docs'));
  });
});
