// The theme lives on <body data-theme> (identity §1) so that every screen, the modals and the
// toasts, which render outside the screens, pick up the same colours from base.css.
import { activityTheme, type Theme } from '@alta/core/shell/theme';
import { useEffect } from 'react';

export const applyTheme = (theme: Theme): void => {
  document.body.dataset.theme = theme;
};

/** Keeps the page theme on the chosen activity; AGRO_NYP switches to agro. */
export const useTheme = (actividad: string | null | undefined): void => {
  useEffect(() => {
    applyTheme(activityTheme(actividad));
  }, [actividad]);
};
