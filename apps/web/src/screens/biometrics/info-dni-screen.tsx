// /datos-biometricos/info-dni (identity §2 screen 4) and the device choice at /datos-biometricos
// (screen 3): the tips for the front of the ID, the QR for continuing on a phone (redrawn whenever the
// flow refreshes it, hidden under 468 px), the gender select when the request has none, and Continuar,
// which first asks for the data consent (the modal) and then starts the front capture. Which of those
// shows, and when Continuar may go on, is core's info gate (info-gate.machine.ts): this renders it.
import { GENDER_OPTIONS } from '@alta/core/request/gender';
import type { biometricsMachine } from '@alta/core/biometrics/biometrics.machine';
import { qrPayloadOf } from '@alta/core/biometrics/biometric-holder';
import { infoDniOffers } from '@alta/core/biometrics/biometrics-screen';
import type { infoGateMachine } from '@alta/core/biometrics/info-gate.machine';
import { qrUrl } from '@alta/core/biometrics/qr-payload';
import { paths } from '@alta/core/routes';
import { shallowEqual, useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { Modal } from '../../shell/modal.tsx';
import { QrCode } from './qr-code.tsx';

export type BiometricsActor = ActorRefFrom<typeof biometricsMachine>;
type InfoGateActor = ActorRefFrom<typeof infoGateMachine>;

// Ours (docs/decisions.md): the spec names the tips and the modal, not their words.
export const INFO_TEXTS = {
  title: 'Validemos tu identidad',
  intro: 'Vamos a tomar una foto del frente y del dorso de tu DNI, y una selfie.',
  tips: [
    'Evitá sombras y reflejos sobre el DNI.',
    'Buscá un lugar con buena luz.',
    'Apoyá el DNI sobre un fondo liso.',
    'Asegurate de que todos los datos se lean bien.',
  ],
  qr: 'Escaneá el código QR para continuar desde tu celular.',
  qrLabel: 'Código QR para continuar desde el celular',
  consentTitle: 'Consentimiento de uso de datos',
  consent:
    'Autorizo al banco a tratar las imágenes de mi DNI y de mi rostro con el único fin de validar mi identidad para el alta de la cuenta, conforme a la Ley 25.326 de Protección de Datos Personales.',
  accept: 'Acepto',
  deviceTitle: '¿Cómo querés continuar?',
  desktop: 'Continuar en la computadora',
  desktopHint: 'Necesitás una cámara en tu computadora.',
  rescan: 'El código QR venció. Escaneá el código que muestra ahora la computadora para continuar.',
} as const;

const useQrUrl = (actor: BiometricsActor): string | null => {
  const payload = useSelector(actor, (s) => qrPayloadOf(s.context), shallowEqual);
  if (!payload) return null;
  try {
    return qrUrl(window.location, payload);
  } catch {
    // An unlisted host has no QR to offer (identity §7).
    return null;
  }
};

const QrBlock = ({ actor }: { actor: BiometricsActor }) => {
  const url = useQrUrl(actor);
  if (!url) return null;
  return (
    <div className="bio__qr">
      <p>{INFO_TEXTS.qr}</p>
      <QrCode url={url} label={INFO_TEXTS.qrLabel} />
    </div>
  );
};

const GenderSelect = ({ gate }: { gate: InfoGateActor }) => {
  const id = useId();
  const genero = useSelector(gate, (s) => s.context.genero ?? '');
  const error = useSelector(gate, (s) => s.context.genderError);
  return (
    <div className="bio__field">
      <label htmlFor={`${id}-genero`}>Género</label>
      <select
        id={`${id}-genero`}
        value={genero}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? `${id}-genero-error` : undefined}
        onChange={(e) => gate.send({ type: 'info.gender', genero: e.currentTarget.value })}
      >
        <option value="" />
        {GENDER_OPTIONS.map((o) => (
          <option key={o.key} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error !== null && (
        <p id={`${id}-genero-error`} className="bio__error">
          {error}
        </p>
      )}
    </div>
  );
};

const ConsentModal = ({ gate }: { gate: InfoGateActor }) => {
  const open = useSelector(gate, (s) => s.hasTag('consent'));
  return (
    <Modal
      open={open}
      title={INFO_TEXTS.consentTitle}
      onClose={() => gate.send({ type: 'info.dismiss' })}
      closeButton
    >
      <p>{INFO_TEXTS.consent}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => gate.send({ type: 'info.consent' })}
      >
        {INFO_TEXTS.accept}
      </button>
    </Modal>
  );
};

/** `expired`: a phone opened an expired QR; only a fresh scan of the computer's QR goes on. */
export const InfoDniScreen = ({ actor, expired = false }: { actor: BiometricsActor; expired?: boolean }) => {
  const gate = useSelector(actor, (s) => s.children.infoGate as InfoGateActor | undefined);
  const needsGender = useSelector(gate, (s) => s?.context.needsGender ?? false);
  const offers = useSelector(actor, (s) => infoDniOffers(s.context, window.location.hostname), shallowEqual);

  return (
    <section className="bio">
      <h1 className="bio__title">{INFO_TEXTS.title}</h1>
      <p>{INFO_TEXTS.intro}</p>
      <ul className="bio__tips">
        {INFO_TEXTS.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {gate && needsGender && <GenderSelect gate={gate} />}
      {offers.qr && <QrBlock actor={actor} />}
      {expired && <p className="bio__error">{INFO_TEXTS.rescan}</p>}
      {gate && offers.continueHere && !expired && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => gate.send({ type: 'flow.continue' })}
        >
          Continuar
        </button>
      )}
      {gate && <ConsentModal gate={gate} />}
    </section>
  );
};

/** /datos-biometricos: the QR for a phone, or on with this computer. */
export const DeviceChoiceScreen = ({ actor }: { actor: BiometricsActor }) => (
  <section className="bio">
    <h1 className="bio__title">{INFO_TEXTS.deviceTitle}</h1>
    <QrBlock actor={actor} />
    <p>{INFO_TEXTS.desktopHint}</p>
    <Link href={paths.biometricInfoDni} className="button button--primary">
      {INFO_TEXTS.desktop}
    </Link>
  </section>
);
