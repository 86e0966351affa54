// After each route change, focus the new screen's <h1> so keyboard and screen-reader users start at
// the top of what changed. Lazy screens render their heading later, so wait for it.
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { noteAppNavigation } from './app-history.ts';

// While a lazy screen loads, Suspense keeps the previous screen in the DOM under display:none;
// its heading must not be the one that gets focus.
const isHidden = (element: HTMLElement, main: HTMLElement): boolean => {
  for (let node: HTMLElement | null = element; node && node !== main; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return true;
  }
  return false;
};

const focusHeading = (main: HTMLElement): boolean => {
  const heading = [...main.querySelectorAll('h1')].find((candidate) => !isHidden(candidate, main));
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus();
  return document.activeElement === heading;
};

/** Returns the ref to put on <main>. */
export const useRouteFocus = (): RefObject<HTMLElement | null> => {
  const mainRef = useRef<HTMLElement>(null);
  const [location] = useLocation();
  const focusedFor = useRef(location);

  useEffect(() => {
    // The first load keeps the browser's own starting point.
    if (focusedFor.current === location) return;
    focusedFor.current = location;
    noteAppNavigation();
    const main = mainRef.current;
    if (!main || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [location]);

  return mainRef;
};
