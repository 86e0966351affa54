// The pages after the offer (/detalle/pf|pj, /sucursal, /envio-tarjeta): one flow actor for the
// person type of the session, living above them all. The request comes from the session (the code
// screen keeps it); without one, resume.
import { paths } from '@alta/core/routes';
import { getNroTramite, sessionIsPersonaFisica } from '@alta/core/session/session-data';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { PersonaFisicaFlow } from '../persona-fisica/persona-fisica-flow.tsx';
import { PersonaJuridicaFlow } from '../persona-juridica/persona-juridica-flow.tsx';

const OnboardingFlow = () => {
  // Read once: the request this visit is about does not change under the flow.
  const [idSolicitud] = useState(getNroTramite);
  const [esPersonaFisica] = useState(sessionIsPersonaFisica);
  if (!idSolicitud) return <Redirect to={paths.resume} />;
  return esPersonaFisica ? (
    <PersonaFisicaFlow idSolicitud={idSolicitud} />
  ) : (
    <PersonaJuridicaFlow idSolicitud={idSolicitud} />
  );
};

export default OnboardingFlow;
