// Keeps <body data-theme> on the session's request on every page of it (core's request theme: its
// products, else its activity), also after a reload and on resume. The API loads only on those pages.
import { isRequestPage } from '@alta/core/routes';
import type { Theme } from '@alta/core/shell/theme';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useTheme } from './theme.ts';

export const useRequestTheme = (): void => {
  const [location] = useLocation();
  const onRequestPage = isRequestPage(location);
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    if (!onRequestPage) return;
    let live = true;
    void import('@alta/core/shell/request-theme')
      .then(({ requestTheme }) => requestTheme())
      .then((read) => {
        if (live) setTheme(read);
      });
    return () => {
      live = false;
      // Forgotten off the request's pages, so coming back to them applies it again.
      setTheme(null);
    };
  }, [onRequestPage]);
  useTheme(theme);
};
