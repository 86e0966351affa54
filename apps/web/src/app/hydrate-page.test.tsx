import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Router, Switch } from 'wouter';
import { hydratePage } from './hydrate-page.tsx';

// A header whose link works before the page under it has hydrated, and two pages of different markup.
const Page = () => (
  <>
    <header>
      <Link href="/preguntas-frecuentes">Preguntas frecuentes</Link>
    </header>
    <Switch>
      <Route path="/preguntas-frecuentes">
        <section>
          <h1>Preguntas frecuentes</h1>
        </section>
      </Route>
      <Route>
        <form>
          <h1>Abrí tu cuenta empresa</h1>
        </form>
      </Route>
    </Switch>
  </>
);

/** '/' as prerendered, with the URL already moved on to the FAQ (a link followed while hydrating). */
const homeHtmlAtFaq = (): HTMLElement => {
  window.history.replaceState(null, '', '/');
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Router ssrPath="/">
      <Page />
    </Router>,
  );
  document.body.append(container);
  window.history.pushState(null, '', '/preguntas-frecuentes');
  return container;
};

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('hydratePage', () => {
  it("hydrates the page the HTML holds when the URL changed before, then shows the URL's page", async () => {
    const container = homeHtmlAtFaq();
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydratePage(container, <Page />, { pathname: '/', search: '' }, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Preguntas frecuentes');
  });

  it('is needed: hydrated against the current URL, the same page does not match its HTML', async () => {
    const container = homeHtmlAtFaq();
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError });
    });
    expect(onRecoverableError).toHaveBeenCalled();
    expect(String(onRecoverableError.mock.calls[0]?.[0])).toMatch(/Hydration failed|418/);
  });
});
