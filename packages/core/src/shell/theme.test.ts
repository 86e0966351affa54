import { describe, expect, it } from 'vitest';
import { activityTheme, themeFor } from './theme.ts';

describe('theme', () => {
  it('the start form: AGRO_NYP is agro, any other activity or none is pyme', () => {
    expect(activityTheme('AGRO_NYP')).toBe('agro');
    expect(activityTheme('NEGOCIOS_Y_PROFESIONALES')).toBe('pyme');
    expect(activityTheme('')).toBe('pyme');
    expect(activityTheme(null)).toBe('pyme');
  });

  it('a product with AGRO in its name selects agro unless the activity says otherwise', () => {
    expect(themeFor({ producto: 'Paquete Agro' })).toBe('agro');
    expect(themeFor({ producto: 'Paquete Pyme' })).toBe('pyme');
    expect(themeFor({ actividad: 'NEGOCIOS_Y_PROFESIONALES', producto: 'Paquete Agro' })).toBe('pyme');
  });
});
