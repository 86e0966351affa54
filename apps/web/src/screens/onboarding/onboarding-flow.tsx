// The pages after the offer (/detalle/pf|pj, /sucursal, /envio-tarjeta): one flow actor for the
// person type of the session, living above them all. The request comes from the session (the code
// screen keeps it); without one, resume.
import { sessionFlowEntry } from '@alta/core/request/flow-entry';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { PersonaFisicaFlow } from '../persona-fisica/persona-fisica-flow.tsx';
import { PersonaJuridicaFlow } from '../persona-juridica/persona-juridica-flow.tsx';

const OnboardingFlow = () => {
  // Read once: the request this visit is about does not change under the flow.
  const [entry] = useState(sessionFlowEntry);
  if (entry.kind === 'noRequest') return <Redirect to={entry.redirect} />;
  return entry.personaFisica ? (
    <PersonaFisicaFlow idSolicitud={entry.idSolicitud} />
  ) : (
    <PersonaJuridicaFlow idSolicitud={entry.idSolicitud} />
  );
};

export default OnboardingFlow;
