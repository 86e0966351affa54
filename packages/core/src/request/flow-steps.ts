// The steps kept per flow (journey §1) and their statuses (journey §4). Statuses follow from how far
// the request got, so they are computed from that progress rather than stored on their own.
export type StepStatus = 'IDLE' | 'IN_PROGRESS' | 'VALIDATED';

export const PERSONA_FISICA_STEPS = [
  'DatosPersonales',
  'SeleccionSucursal',
  'EnvioTarjeta',
  'Validacion',
] as const;
export const PERSONA_JURIDICA_STEPS = [
  'DatosDeLaEmpresa',
  'Integrantes',
  'Documentacion',
  'Validacion',
] as const;

export type PersonaFisicaStep = (typeof PERSONA_FISICA_STEPS)[number];
export type PersonaJuridicaStep = (typeof PERSONA_JURIDICA_STEPS)[number];

/** What the server already holds for the request: the data, the branch and officer, the card delivery. */
export interface Progress {
  datos: boolean;
  sucursal: boolean;
  entrega: boolean;
}

export const NO_PROGRESS: Progress = { datos: false, sucursal: false, entrega: false };

/**
 * Persona física: a confirmed data form makes DatosPersonales VALIDATED and SeleccionSucursal
 * IN_PROGRESS; each later step does the same for the next one (Validacion is the biometric one).
 */
export const personaFisicaSteps = (p: Progress): Record<PersonaFisicaStep, StepStatus> => ({
  DatosPersonales: p.datos ? 'VALIDATED' : 'IDLE',
  SeleccionSucursal: p.sucursal ? 'VALIDATED' : p.datos ? 'IN_PROGRESS' : 'IDLE',
  EnvioTarjeta: p.entrega ? 'VALIDATED' : p.sucursal ? 'IN_PROGRESS' : 'IDLE',
  Validacion: p.entrega ? 'IN_PROGRESS' : 'IDLE',
});

/**
 * Company: a submitted data form makes DatosDeLaEmpresa IN_PROGRESS (journey §4); it is VALIDATED once
 * the branch and officer are confirmed with it, and Integrantes becomes IN_PROGRESS.
 */
export const personaJuridicaSteps = (p: Progress): Record<PersonaJuridicaStep, StepStatus> => ({
  DatosDeLaEmpresa: p.sucursal ? 'VALIDATED' : p.datos ? 'IN_PROGRESS' : 'IDLE',
  Integrantes: p.sucursal ? 'IN_PROGRESS' : 'IDLE',
  Documentacion: 'IDLE',
  Validacion: 'IDLE',
});
