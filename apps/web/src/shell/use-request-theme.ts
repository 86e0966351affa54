// Keeps <body data-theme> on the session's request on every page of it (core's request theme: its
// products, else its activity), also after a reload and on resume. The API loads only on those pages.
import { isRequestPage } from '@alta/core/routes';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { applyTheme } from './theme.ts';

export const useRequestTheme = (): void => {
  const [location] = useLocation();
  const onRequestPage = isRequestPage(location);
  useEffect(() => {
    if (!onRequestPage) return;
    let live = true;
    void import('@alta/core/shell/request-theme')
      .then(({ requestTheme }) => requestTheme())
      .then((theme) => {
        if (live && theme) applyTheme(theme);
      });
    return () => {
      live = false;
    };
  }, [onRequestPage]);
};
