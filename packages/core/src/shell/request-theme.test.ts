import { describe, expect, it } from 'vitest';
import { isRequestPage } from '../routes.ts';

describe('the pages the request theme applies to', () => {
  it('are the request pages, biometrics and success included, not home, resume, the code or the offer', () => {
    for (const path of [
      '/onboarding-empresas/detalle/pf',
      '/onboarding-empresas/cuenta-creada-exitosamente',
      '/datos-biometricos/terminosycondiciones',
      '/datos-biometricos',
      '/estado-integrantes/sol-1',
    ])
      expect(isRequestPage(path), path).toBe(true);
    for (const path of [
      '/',
      '/continuar-tramite',
      '/getcode/sol-1',
      '/error',
      '/onboarding-empresasx',
      '/onboarding-empresas/oferta-producto',
    ])
      expect(isRequestPage(path), path).toBe(false);
  });
});
