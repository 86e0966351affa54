// The theme lives on <body data-theme> (identity §1) so that every screen, the modals and the
// toasts, which render outside the screens, pick up the same colours from base.css. This is its one
// writer; core decides the theme (shell/theme.ts, offer-theme.ts, request-theme.ts).
import type { Theme } from '@alta/core/shell/theme';
import { useEffect } from 'react';

/** Puts the page on `theme`; null leaves the page's theme as it is. */
export const useTheme = (theme: Theme | null): void => {
  useEffect(() => {
    if (theme) document.body.dataset.theme = theme;
  }, [theme]);
};
