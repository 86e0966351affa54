import { describe, expect, it } from 'vitest';
import { isRequestPage } from '../routes.ts';
import { themeOfRequest } from './request-theme.ts';

describe('the request theme', () => {
  it('is agro when a product is an AGRO one, whatever the activity', () => {
    expect(themeOfRequest('NEGOCIOS_Y_PROFESIONALES', ['Paquete AGRO Pyme'])).toBe('agro');
    expect(themeOfRequest('AGRO_NYP', ['Cuenta Corriente'])).toBe('agro');
    expect(themeOfRequest('NEGOCIOS_Y_PROFESIONALES', ['Cuenta Corriente'])).toBe('pyme');
    expect(themeOfRequest(null, [])).toBe('pyme');
  });

  it('applies on the pages of a request, biometrics and success included, not on home or resume', () => {
    for (const path of [
      '/onboarding-empresas/detalle/pf',
      '/onboarding-empresas/cuenta-creada-exitosamente',
      '/datos-biometricos/terminosycondiciones',
      '/datos-biometricos',
      '/estado-integrantes/sol-1',
    ])
      expect(isRequestPage(path), path).toBe(true);
    for (const path of ['/', '/continuar-tramite', '/getcode/sol-1', '/error', '/onboarding-empresasx'])
      expect(isRequestPage(path), path).toBe(false);
  });
});
