import { describe, expect, it } from 'vitest';
import { offerTheme, summaryTheme } from './offer-theme.ts';

describe('offerTheme', () => {
  it('selects agro when a product name contains AGRO, whatever the case', () => {
    expect(offerTheme(['Cuenta Corriente', 'Paquete Agro'])).toBe('agro');
    expect(offerTheme(['paquete AGRO plus'])).toBe('agro');
  });

  it('leaves the theme alone otherwise', () => {
    expect(offerTheme(['Cuenta Corriente en Pesos'])).toBeNull();
    expect(offerTheme([])).toBeNull();
  });
});

describe('summaryTheme', () => {
  it('waits for the summary, then takes its products', () => {
    expect(summaryTheme(null)).toBeNull();
    expect(summaryTheme({ productos: ['PAQUETE AGRO'] })).toBe('agro');
    expect(summaryTheme({ productos: ['PAQUETE PYME'] })).toBeNull();
  });
});
