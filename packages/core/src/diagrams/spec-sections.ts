// Which clause of the spec (/work/shared/spec: 01-journey.md, 02-identity-and-shell.md) each machine
// and state implements, for the analysts' page (docs/statecharts/index.html, issue 26). A table rather
// than machine meta, so that adding a citation never touches a machine. A state takes its own entry,
// else its nearest enclosing state's, else the error catalogue when it is one of the shared error
// states, else its machine's.

const J = 'journey';
const I = 'identity';
const CATALOGUE = `${J} §8 The error catalogue`;

/** The state keys every flow uses for a catalogue error on its way out (or staying, for a retry). */
const ERROR_STATES = new Set(['failed', 'loadFailed', 'leaving', 'left', 'unavailable']);

export const SPEC_SECTIONS: Readonly<Record<string, { machine: string; states?: Record<string, string> }>> = {
  startRequest: {
    machine: `${J} §2 Home screen; §5 Start form and resume form`,
    states: {
      starting: `${J} §2 Loading screen`,
      started: `${J} §2 Loading screen`,
      codeEntry: `${I} §2 Screens, 1 (e-mail validation)`,
    },
  },
  otp: {
    machine: `${I} §2 Screens, 1 (e-mail validation); ${J} §4 One-time code`,
    states: { resend: `${I} §4 E-mail code resend` },
  },
  resume: { machine: `${J} §2 Resume screen (/continuar-tramite)` },
  offer: { machine: `${J} §2 Flow-step routes (/oferta-producto)` },
  address: { machine: `${J} §2 Address block; §4 Address; §5 Address` },
  personaFisica: {
    machine: `${J} §2 Natural-person form; §5 Application form`,
    states: {
      sucursal: `${J} §2 Branch selection (/sucursal)`,
      envioTarjeta: `${J} §2 Flow-step routes (/envio-tarjeta)`,
      blocked: `${J} §4 Regulatory block`,
      done: `${J} §4 (natural person: personal data VALIDATED)`,
    },
  },
  personaJuridica: {
    machine: `${J} §2 Company data form; §5 Application form`,
    states: {
      sucursal: `${J} §2 Branch selection (/sucursal)`,
      blocked: `${J} §4 Regulatory block`,
    },
  },
  branchSelection: { machine: `${J} §2 Branch selection (/sucursal)` },
  members: { machine: `${J} §2 Members (/integrantes); §5 Member form` },
  documents: { machine: `${J} §2 Document page; §4 Documents; §5 Files` },
  idCapture: {
    machine: `${I} §2 Screens, 5-7 (ID capture and preview); §4 Document detection feedback`,
    states: { preview: `${I} §2 Screens, 6 (front and back preview)` },
  },
  faceCapture: {
    machine: `${I} §2 Screens, 9 (live selfie); §4 Face detector`,
    states: { preview: `${I} §2 Screens, 10 (selfie preview)` },
  },
  camera: { machine: `${I} §2 Screens, 5 (camera with an overlay)` },
  captcha: { machine: `${J} §5 Start form and resume form (captcha)` },
  biometrics: {
    machine: `${I} §4 Flow (e-mail validation to success)`,
    states: {
      precheck: `${I} §4 Front-ID info for natural persons`,
      info: `${I} §2 Screens, 4 (front-ID info)`,
      expiredQr: `${I} §2 Screens, 4 (QR for continuing on a phone)`,
      front: `${I} §2 Screens, 5 (front capture)`,
      backInfo: `${I} §2 Screens, 7 (back info)`,
      back: `${I} §2 Screens, 7 (back capture)`,
      selfieInfo: `${I} §2 Screens, 8 (selfie info)`,
      selfie: `${I} §2 Screens, 9-10 (selfie)`,
      validating: `${I} §2 Screens, 10 (validating overlay)`,
      terms: `${I} §2 Screens, 2 (terms)`,
      membersPending: `${I} §2 Screens, 13 (waiting for product)`,
      success: `${I} §2 Screens, 11 (success)`,
      finishedElsewhere: `${I} §2 Screens, 11 (success)`,
      blocked: `${I} §4 Biometric attempts`,
      disabled: `${I} §4 Front-ID info (IntegrantesInhabilitados modal)`,
    },
  },
  terms: { machine: `${I} §2 Screens, 2 (terms); §4 Terms` },
  memberStatus: { machine: `${I} §2 Screens, 12 (member status); §4 Member biometric status display` },
  requestWatch: { machine: `${I} §2 Screens, 13 (waiting for product)` },
  infoGate: { machine: `${I} §2 Screens, 4 (data-consent modal)` },
};

/** The clause a state implements; '' for a machine the table does not know (the test says so). */
export const specSectionOf = (machineId: string, statePath: string): string => {
  const entry = SPEC_SECTIONS[machineId];
  if (!entry) return '';
  const keys = statePath.split('.');
  for (let n = keys.length; n > 0; n--) {
    const own = entry.states?.[keys.slice(0, n).join('.')];
    if (own) return own;
  }
  return ERROR_STATES.has(keys.at(-1) ?? '') ? CATALOGUE : entry.machine;
};
