// The offer decides the theme only when one of its products is an AGRO one; otherwise the theme
// chosen from the activity stays (journey §1).
import { type Theme, themeFor } from '../shell/theme.ts';

export const offerTheme = (productos: readonly string[]): Theme | null =>
  productos.some((producto) => themeFor({ producto }) === 'agro') ? 'agro' : null;

/** The offer page's theme once its summary is read; null before, or when the summary leaves it. */
export const summaryTheme = (resumen: { productos: readonly string[] } | null): Theme | null =>
  resumen ? offerTheme(resumen.productos) : null;
