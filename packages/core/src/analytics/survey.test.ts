import { afterEach, describe, expect, it } from 'vitest';
import { getSessionId } from '../session/session-id.ts';
import { readItem, removeItem, STORAGE_KEYS } from '../session/storage.ts';
import { saveSurveyIdentifiers, surveyIdentifiers } from './survey.ts';

const KEYS = ['clientId', 'operationId', 'iniciativeId', 'firstName', 'lastName'] as const;
afterEach(() => {
  for (const key of KEYS) removeItem(STORAGE_KEYS[key]);
});

describe('survey identifiers', () => {
  it('keeps the five the spec names in session storage, for the survey script', () => {
    saveSurveyIdentifiers(
      surveyIdentifiers({
        nroTributario: '20-12345678-9',
        personaFisica: true,
        nombre: ' Ana ',
        apellido: 'Pérez',
      }),
    );
    expect(KEYS.map((key) => readItem(STORAGE_KEYS[key]))).toEqual([
      '20123456789',
      getSessionId(),
      'OBE-NYP',
      'Ana',
      'Pérez',
    ]);
  });

  it('names the company initiative for a company member, and leaves unknown names empty', () => {
    const ids = surveyIdentifiers({ nroTributario: '20111111112', personaFisica: false });
    expect(ids).toMatchObject({ iniciativeId: 'OBE-PYME', firstName: '', lastName: '' });
  });
});
