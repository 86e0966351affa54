// The page theme (identity §1): agro or pyme, chosen by the start form's activity, else by the
// request's products (request-theme.ts, offer-theme.ts).
export type Theme = 'pyme' | 'agro';

/** Activity decides first; a product name containing AGRO also selects agro. */
export const themeFor = ({
  actividad,
  producto,
}: {
  actividad?: string | null;
  producto?: string | null;
}): Theme => {
  if (actividad === 'AGRO_NYP') return 'agro';
  if (actividad === 'NEGOCIOS_Y_PROFESIONALES') return 'pyme';
  return producto?.toUpperCase().includes('AGRO') ? 'agro' : 'pyme';
};

/** The theme while the start form is filled in: AGRO_NYP switches to agro. */
export const activityTheme = (actividad: string | null | undefined): Theme => themeFor({ actividad });

/** The theme a page's history entry carries (the code screen's, from the start form), or null. */
export const routeStateTheme = (state: unknown): Theme | null => {
  const theme = (state as { theme?: unknown } | null)?.theme;
  return theme === 'agro' || theme === 'pyme' ? theme : null;
};
