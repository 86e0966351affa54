// The step statuses kept in the client session data (journey §1, §4): one map for the request's flow,
// written by the machines when a status changes, so a reload (or another tab's page of the same
// session) reads the progress the flow reached.
import {
  PERSONA_FISICA_STEPS,
  PERSONA_JURIDICA_STEPS,
  type PersonaFisicaStep,
  type PersonaJuridicaStep,
  type StepStatus,
} from '../request/flow-steps.ts';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';

export type StepStatuses = Partial<Record<PersonaFisicaStep | PersonaJuridicaStep, StepStatus>>;

export const readSteps = (): StepStatuses => {
  try {
    const stored: unknown = JSON.parse(readItem(STORAGE_KEYS.steps) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as StepStatuses) : {};
  } catch {
    return {};
  }
};

/** The flow's statuses, replacing what was stored: each flow holds the whole map of its steps. */
export const saveSteps = (steps: StepStatuses): void => writeItem(STORAGE_KEYS.steps, JSON.stringify(steps));

/**
 * After the one-time code: every step of the person type's flow IDLE (journey §4: 'after one-time code
 * success the company data step becomes IDLE'; every step starts IDLE), replacing an earlier request's.
 */
export const resetSteps = (personaFisica: boolean): void =>
  writeItem(
    STORAGE_KEYS.steps,
    JSON.stringify(
      Object.fromEntries(
        (personaFisica ? PERSONA_FISICA_STEPS : PERSONA_JURIDICA_STEPS).map((step) => [step, 'IDLE']),
      ),
    ),
  );
