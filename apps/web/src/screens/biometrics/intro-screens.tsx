// The short screens between captures (identity §2 screens 7-8) and the 'Ha ocurrido un error' modal
// of a request whose members are disabled (identity §8); the pre-check's wait and its answer when the
// request is not waiting for biometrics (issue 24).
import { BIOMETRICS_MESSAGES } from '@alta/core/biometrics/identity-outcome';
import { paths } from '@alta/core/routes';
import { Link } from 'wouter';
import { Modal } from '../../shell/modal.tsx';

// Ours (docs/decisions.md): the spec lists the selfie tips, not their words.
export const SELFIE_TIPS = [
  'Sostené el dispositivo a la altura de tus ojos.',
  'Buscá un lugar con buena luz.',
  'No uses gorra, sombrero ni anteojos.',
] as const;

export const BackInfoScreen = ({ onContinue }: { onContinue: () => void }) => (
  <section className="bio">
    <h1 className="bio__title">Continuamos con el dorso</h1>
    <p>Dá vuelta tu DNI y mostrá el dorso a la cámara.</p>
    <button type="button" className="button button--primary" onClick={onContinue}>
      Continuar
    </button>
  </section>
);

export const SelfieInfoScreen = ({ onContinue }: { onContinue: () => void }) => (
  <section className="bio">
    <h1 className="bio__title">Ahora vamos a continuar con tu rostro</h1>
    <ul className="bio__tips">
      {SELFIE_TIPS.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ul>
    <button type="button" className="button button--primary" onClick={onContinue}>
      Continuar
    </button>
  </section>
);

export const DisabledModal = ({ onExit }: { onExit: () => void }) => (
  <Modal open title={BIOMETRICS_MESSAGES.disabledTitle} closeOnEscape={false} closeOnOverlay={false}>
    <p>{BIOMETRICS_MESSAGES.disabledBody}</p>
    <button type="button" className="button button--primary" onClick={onExit}>
      {BIOMETRICS_MESSAGES.disabledExit}
    </button>
  </Modal>
);

/** A persona física's request not waiting for biometrics (issue 24): what is wrong and the ways on. */
export const NotReadyScreen = ({ onRetry }: { onRetry: () => void }) => (
  <section className="bio">
    <h1 className="bio__title">{BIOMETRICS_MESSAGES.notReadyTitle}</h1>
    <p>{BIOMETRICS_MESSAGES.notReadyBody}</p>
    <button type="button" className="button button--primary" onClick={onRetry}>
      Reintentar
    </button>
    <Link className="button button--secondary" href={paths.resume}>
      {BIOMETRICS_MESSAGES.notReadyResume}
    </Link>
  </section>
);

/** While the persona física's request is read (and polled) before info-dni. */
export const CheckingScreen = () => (
  <p className="route-loading" role="status">
    {BIOMETRICS_MESSAGES.checking}
  </p>
);
