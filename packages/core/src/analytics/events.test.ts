// Identity §7: every analytics event, for each person type, carries exactly the operation id, the
// person type, its initiative id and the nominal tramite number, and nothing else (no PII can ride along).
import { afterEach, describe, expect, it } from 'vitest';
import { clearClientToken, setNroTributario } from '../session/session-data.ts';
import { STORAGE_KEYS, writeItem } from '../session/storage.ts';
import { ANALYTICS_EVENTS, DATA_LAYER_NAME, pushAnalytics } from './data-layer.ts';

const PERSONS = [
  { cuit: '20123456786', tipoPersona: 'FISICA', iniciativeId: 'OBE-NYP' },
  { cuit: '30712345671', tipoPersona: 'JURIDICA', iniciativeId: 'OBE-PYME' },
] as const;

afterEach(() => clearClientToken());

describe('analytics events of identity §7', () => {
  it('has the six events the spec names', () => {
    expect(Object.keys(ANALYTICS_EVENTS).sort()).toEqual(
      [
        'emailValidated',
        'error',
        'frontIdStarted',
        'offerAccepted',
        'selfieStarted',
        'signUpSucceeded',
      ].sort(),
    );
  });

  for (const [key, name] of Object.entries(ANALYTICS_EVENTS)) {
    for (const person of PERSONS) {
      it(`${key} (${name}) for a ${person.tipoPersona} carries only the agreed fields`, () => {
        setNroTributario(person.cuit);
        writeItem(STORAGE_KEYS.operationId, 'op-42');
        const host: Record<string, unknown> = {};
        const entry = pushAnalytics(name, host);
        expect(entry).toStrictEqual({
          event: name,
          operationId: 'op-42',
          tipoPersona: person.tipoPersona,
          iniciativeId: person.iniciativeId,
          nroTramite: '00000000000',
        });
        expect(host[DATA_LAYER_NAME]).toEqual([entry]);
        expect(JSON.stringify(entry)).not.toContain(person.cuit);
      });
    }
  }
});
