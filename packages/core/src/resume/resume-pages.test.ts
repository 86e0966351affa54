import { describe, expect, it } from 'vitest';
import { pageRoute } from './resume-pages.ts';

const at = (pagina: string, tipoPersona = 'FISICA') =>
  pageRoute({ idSolicitud: 'sol-1', tipoPersona, retomeSolicitud: { pagina, irOTP: false } });

describe('resume page → route', () => {
  it('follows the page names of each person type', () => {
    expect(at('DATOS GENERALES FISICA')).toBe('/onboarding-empresas/detalle/pf');
    expect(at('BIOMETRIA DNI')).toBe('/datos-biometricos/info-dni');
    expect(at('DATOS GENERALES JURIDICA', 'JURIDICA')).toBe('/onboarding-empresas/detalle/pj');
    expect(at('INGRESO INTEGRANTES', 'JURIDICA')).toBe('/onboarding-empresas/integrantes');
  });

  it('treats a procedure stage as a page, for either person type', () => {
    expect(at('sucursal')).toBe('/onboarding-empresas/sucursal');
    expect(at('envio_tarjeta')).toBe('/onboarding-empresas/envio-tarjeta');
    expect(at('sucursal', 'JURIDICA')).toBe('/onboarding-empresas/sucursal');
    expect(at('integrantes', 'JURIDICA')).toBe('/onboarding-empresas/integrantes');
    expect(at('carga_documentacion', 'JURIDICA')).toBe('/onboarding-empresas/carga-documentacion/sol-1');
  });

  it.each(['FISICA', 'JURIDICA'])(
    'sends %s clients and requests waiting for their product to the biometric base (identity §2)',
    (tipo) => {
      expect(at('CLIENTE PAQUETE PYME', tipo)).toBe('/datos-biometricos/cliente-existente');
      expect(at('CLIENTE_PAQUETE_AGRO', tipo)).toBe('/datos-biometricos/cliente-existente');
      expect(at('VALIDANDO_PRODUCTOS', tipo)).toBe('/datos-biometricos/aguardando-producto');
      expect(at('aguardando_producto', tipo)).toBe('/datos-biometricos/aguardando-producto');
    },
  );

  it('sends an unknown page to the generic error screen', () => {
    expect(at('OTRA COSA')).toBe('/error-secondary/');
  });
});
