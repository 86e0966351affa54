// Which prerendered page the HTML holds (issue 15). The build writes the path it rendered into
// <div id="root" data-prerendered>, or '404' for 404.html; the client hydrates only when the URL
// renders that same page, else a hydration mismatch would throw the HTML away with a console error.
// A page rendered for a route with a parameter ('/getcode/:idSolicitud') is that route's page for
// every value: nothing it renders before hydration depends on the value.
import { parse } from 'regexparam';

/** The attribute value of 404.html: any path that falls through every route. */
export const NOT_FOUND_PAGE = '404';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function canHydrate(
  container: HTMLElement,
  path: string,
  isUnknownRoute: (path: string) => boolean,
): boolean {
  const page = container.dataset.prerendered;
  if (!page || !container.hasChildNodes()) return false;
  if (page === NOT_FOUND_PAGE) return isUnknownRoute(path);
  // The router's own matcher (wouter's): what the route renders is what the page rendered.
  if (page.includes('/:')) return parse(page).pattern.test(path);
  return trimSlash(page) === trimSlash(path);
}
