import { describe, expect, it } from 'vitest';
import { activityTheme, routeStateTheme, themeFor } from './theme.ts';

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

describe('routeStateTheme', () => {
  it('reads the theme a history entry carries, nothing else', () => {
    expect(routeStateTheme({ email: 'a@b.c', theme: 'agro' })).toBe('agro');
    expect(routeStateTheme({ theme: 'pyme' })).toBe('pyme');
    expect(routeStateTheme({ theme: 'red' })).toBeNull();
    expect(routeStateTheme(null)).toBeNull();
  });
});
