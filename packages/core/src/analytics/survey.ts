// The survey's identifiers (identity §3: kept in session storage: clientId, operationId, iniciativeId,
// firstName, lastName). Written once the sign-up is done, just before the success page loads the
// survey script (screen 11), which reads them from there. Never pushed to the data layer: the names
// are personal data, and analytics events carry none.
import { getSessionId } from '../session/session-id.ts';
import { STORAGE_KEYS, writeItem } from '../session/storage.ts';
import { stripDashes } from '../shared/cuit.ts';

export interface SurveyIdentifiers {
  /** The bank's client key: the holder's tax number, without dashes. */
  clientId: string;
  /** This visit's operation: the session id the analytics events also carry. */
  operationId: string;
  iniciativeId: 'OBE-NYP' | 'OBE-PYME';
  firstName: string;
  lastName: string;
}

export const surveyIdentifiers = ({
  nroTributario,
  personaFisica,
  nombre,
  apellido,
}: {
  nroTributario: string;
  personaFisica: boolean;
  nombre?: string | null;
  apellido?: string | null;
}): SurveyIdentifiers => ({
  clientId: stripDashes(nroTributario),
  operationId: getSessionId(),
  iniciativeId: personaFisica ? 'OBE-NYP' : 'OBE-PYME',
  firstName: nombre?.trim() ?? '',
  lastName: apellido?.trim() ?? '',
});

export const saveSurveyIdentifiers = (ids: SurveyIdentifiers): void => {
  for (const key of ['clientId', 'operationId', 'iniciativeId', 'firstName', 'lastName'] as const) {
    writeItem(STORAGE_KEYS[key], ids[key]);
  }
};
