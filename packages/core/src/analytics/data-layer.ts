// Analytics (identity §7): events go to a data layer named PageDataLayer, each with the operation
// id and the person type. Kept framework-free so machines and screens push the same shape.
import { sessionIsPersonaFisica } from '../session/session-data.ts';
import { getSessionId } from '../session/session-id.ts';
import { readItem, STORAGE_KEYS } from '../session/storage.ts';

export const DATA_LAYER_NAME = 'PageDataLayer';
/** The spec sends a nominal tramite number, never the real request id. */
export const NOMINAL_TRAMITE_NUMBER = '00000000000';

export const ANALYTICS_EVENTS = {
  emailValidated: 'validacion_email',
  offerAccepted: 'acepta_oferta',
  error: 'error',
  signUpSucceeded: 'alta_exitosa',
  frontIdStarted: 'inicio_dni_frente',
  selfieStarted: 'inicio_selfie',
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  operationId: string;
  tipoPersona: 'FISICA' | 'JURIDICA';
  iniciativeId: 'OBE-NYP' | 'OBE-PYME';
  nroTramite: string;
}

export const analyticsEvent = (
  event: AnalyticsEventName,
  { personaFisica, operationId }: { personaFisica: boolean; operationId: string },
): AnalyticsEvent => ({
  event,
  operationId,
  tipoPersona: personaFisica ? 'FISICA' : 'JURIDICA',
  iniciativeId: personaFisica ? 'OBE-NYP' : 'OBE-PYME',
  nroTramite: NOMINAL_TRAMITE_NUMBER,
});

type Host = Record<string, unknown>;

/**
 * Pushes one event for the current session. The operation id is the survey's when one is stored
 * (its origin is not in the spec), else the tab's session id, so events of one visit still group.
 */
export const pushAnalytics = (
  event: AnalyticsEventName,
  host: Host = globalThis as unknown as Host,
): AnalyticsEvent => {
  const entry = analyticsEvent(event, {
    personaFisica: sessionIsPersonaFisica(),
    operationId: readItem(STORAGE_KEYS.operationId) ?? getSessionId(),
  });
  const existing = host[DATA_LAYER_NAME];
  const layer = Array.isArray(existing) ? existing : [];
  host[DATA_LAYER_NAME] = layer;
  layer.push(entry);
  return entry;
};
