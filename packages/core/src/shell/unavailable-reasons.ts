// Why a step's main button cannot be used yet, in words the user can act on (issue 24: a disabled
// control says why, in text that can be reached). The view prints the reason under the button and
// ties it to it (aria-describedby); the button stays focusable (aria-disabled). Null: it can be used.
// No imports: the start form reads this on the home page's first load.
// The address and terms reasons differ from the messages a press gives (the address block's prompt,
// the terms toast), so the screen never shows the same sentence twice.

export const UNAVAILABLE_TEXTS = {
  /** A form with a field still empty or wrong. */
  incomplete: 'Completá los datos que faltan o corregí los marcados para continuar.',
  /** Not the spec's prompt ('Es necesario validar el domilicio…'), which the address block shows on a press. */
  address: "Para continuar, validá el domicilio con 'Validar domicilio'.",
  captcha: "Marcá 'No soy un Robot' para continuar.",
  code: 'Ingresá los 4 dígitos del código para validarlo.',
  branch: 'Elegí una sucursal y un oficial para continuar.',
  /** Not the spec's toast ('Debe aceptar los Términos y Condiciones'), which a press still gives. */
  terms: "Para continuar, marcá cada casilla 'Leí y acepto los'.",
} as const;

export type UnavailableReason = string | null;

/** The data forms and /envio-tarjeta: the fields first, then the address check (journey §2). */
export const dataFormUnavailable = ({
  valid,
  addressValidated,
}: {
  valid: boolean;
  addressValidated: boolean;
}): UnavailableReason =>
  !valid ? UNAVAILABLE_TEXTS.incomplete : !addressValidated ? UNAVAILABLE_TEXTS.address : null;

/** /envio-tarjeta's Continuar: a pickup at the branch needs no address; a delivery needs it validated. */
export const cardDeliveryUnavailable = ({
  retiroSucursal,
  addressValidated,
}: {
  retiroSucursal: boolean;
  addressValidated: boolean;
}): UnavailableReason =>
  dataFormUnavailable({ valid: true, addressValidated: retiroSucursal || addressValidated });

/** 'Abrir cuenta' (journey §5): on a local host it is always usable; elsewhere a valid form and the captcha. */
export const startUnavailable = ({
  local,
  valid,
  captchaSolved,
}: {
  local: boolean;
  valid: boolean;
  captchaSolved: boolean;
}): UnavailableReason =>
  local ? null : !valid ? UNAVAILABLE_TEXTS.incomplete : !captchaSolved ? UNAVAILABLE_TEXTS.captcha : null;

/** Resume's Continuar waits for the captcha (journey §8). */
export const resumeUnavailable = (captchaSolved: boolean): UnavailableReason =>
  captchaSolved ? null : UNAVAILABLE_TEXTS.captcha;

/** Whether a resume submit goes out: the captcha solved, and no resume already under way. */
export const resumeSubmits = ({ captchaSolved, busy }: { captchaSolved: boolean; busy: boolean }): boolean =>
  resumeUnavailable(captchaSolved) === null && !busy;

/** The code screen's Validar: four digits typed; nothing once the code was accepted. */
export const codeUnavailable = ({ valid, locked }: { valid: boolean; locked: boolean }): UnavailableReason =>
  locked || valid ? null : UNAVAILABLE_TEXTS.code;

export const branchUnavailable = (complete: boolean): UnavailableReason =>
  complete ? null : UNAVAILABLE_TEXTS.branch;

export const termsUnavailable = (allAccepted: boolean): UnavailableReason =>
  allAccepted ? null : UNAVAILABLE_TEXTS.terms;
