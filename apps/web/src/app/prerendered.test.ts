import { describe, expect, it } from 'vitest';
import { canHydrate } from './prerendered.ts';

const root = (page: string | null, markup = '<main></main>') => {
  const element = document.createElement('div');
  if (page !== null) element.dataset.prerendered = page;
  element.innerHTML = markup;
  return element;
};
const unknown = (path: string) => path.startsWith('/nada/');

describe('canHydrate', () => {
  it('hydrates the page prerendered for this very path, a trailing slash aside', () => {
    expect(canHydrate(root('/continuar-tramite'), '/continuar-tramite', unknown)).toBe(true);
    expect(canHydrate(root('/continuar-tramite'), '/continuar-tramite/', unknown)).toBe(true);
    expect(canHydrate(root('/'), '/', unknown)).toBe(true);
  });

  it('renders from scratch when the HTML is another page, the shell or empty', () => {
    // index.html is '/': a '/{maybeParam}' link or any other route must not hydrate it.
    expect(canHydrate(root('/'), '/getcode/abc', unknown)).toBe(false);
    expect(canHydrate(root('/'), '/cmFtYQ', unknown)).toBe(false);
    expect(canHydrate(root(null, ''), '/getcode/abc', unknown)).toBe(false);
    expect(canHydrate(root('/', ''), '/', unknown)).toBe(false);
  });

  it("hydrates a route's page on every path of that route, and on no other", () => {
    const getcode = () => root('/getcode/:idSolicitud');
    expect(canHydrate(getcode(), '/getcode/abc-123', unknown)).toBe(true);
    expect(canHydrate(getcode(), '/getcode/abc-123/', unknown)).toBe(true);
    expect(canHydrate(getcode(), '/getcode', unknown)).toBe(false);
    expect(canHydrate(getcode(), '/getcode/abc/def', unknown)).toBe(false);
    expect(canHydrate(getcode(), '/', unknown)).toBe(false);
  });

  it('hydrates 404.html only on a path that falls through every route', () => {
    expect(canHydrate(root('404'), '/nada/x', unknown)).toBe(true);
    expect(canHydrate(root('404'), '/robots.txt', unknown)).toBe(false);
  });
});
