import { describe, expect, it } from 'vitest';
import { isLoadFailure, ROUTE_ERROR_TEXTS, routeErrorTexts } from './route-error.ts';

describe('route error texts', () => {
  it('tells a failed screen download apart in every browser wording', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:5173/assets/faq-screen-abc.js',
      'error loading dynamically imported module: http://x/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
    ])
      expect(isLoadFailure(new TypeError(message)), message).toBe(true);
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('answers in Spanish and never with the error message itself', () => {
    const load = routeErrorTexts(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    expect(load.title).toBe(ROUTE_ERROR_TEXTS.loadTitle);
    const crash = routeErrorTexts(new Error('boom'));
    expect(crash.title).toBe(ROUTE_ERROR_TEXTS.crashTitle);
    expect(`${crash.title} ${crash.body}`).not.toContain('boom');
  });
});
