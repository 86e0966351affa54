import { describe, expect, it } from 'vitest';
import { setNroTributario } from '../session/session-data.ts';
import {
  ANALYTICS_EVENTS,
  analyticsEvent,
  DATA_LAYER_NAME,
  NOMINAL_TRAMITE_NUMBER,
  pushAnalytics,
} from './data-layer.ts';

describe('analytics data layer', () => {
  it('names the initiative by person type and sends the nominal tramite number', () => {
    expect(analyticsEvent('acepta_oferta', { personaFisica: true, operationId: 'op' })).toEqual({
      event: 'acepta_oferta',
      operationId: 'op',
      tipoPersona: 'FISICA',
      iniciativeId: 'OBE-NYP',
      nroTramite: NOMINAL_TRAMITE_NUMBER,
    });
    expect(analyticsEvent('error', { personaFisica: false, operationId: 'op' })).toMatchObject({
      tipoPersona: 'JURIDICA',
      iniciativeId: 'OBE-PYME',
    });
  });

  it('creates PageDataLayer when missing and appends to it after', () => {
    const host: Record<string, unknown> = {};
    setNroTributario('30-12345678-9');
    pushAnalytics(ANALYTICS_EVENTS.emailValidated, host);
    pushAnalytics(ANALYTICS_EVENTS.offerAccepted, host);
    const layer = host[DATA_LAYER_NAME] as { event: string; iniciativeId: string; operationId: string }[];
    expect(layer.map((entry) => entry.event)).toEqual(['validacion_email', 'acepta_oferta']);
    expect(layer[0]?.iniciativeId).toBe('OBE-PYME');
    expect(layer[0]?.operationId).toBeTruthy();
  });
});
