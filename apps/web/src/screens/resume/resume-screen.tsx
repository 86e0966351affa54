// /continuar-tramite: resume an unfinished request by its CUIT (journey §2, §5). The resume machine
// decides where the request goes next; this screen collects the CUIT and the captcha.
import { RESUME_ROUTES } from '@alta/core/flow-routes';
import { resumeMachine } from '@alta/core/resume/resume.machine';
import { CUIT_INPUT_MAX_LENGTH, resumeFormSchema } from '@alta/core/resume/resume.schema';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useAppForm } from '../../lib/form.tsx';
import { CaptchaBox } from '../../shell/captcha-box.tsx';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { Faq } from '../faq/faq-screen.tsx';
import './resume-screen.css';

const ResumeScreen = () => {
  const headingId = useId();
  const actor = useActorRef(resumeMachine);
  useFlowRoute(actor, RESUME_ROUTES);
  useMachineToasts(actor);
  const resuming = useSelector(actor, (s) => s.matches('resuming'));
  const [captchaSolved, setCaptchaSolved] = useState(false);

  const form = useAppForm({
    defaultValues: { cuit: '' },
    onSubmit: ({ value }) => actor.send({ type: 'step.submit', values: { cuit: value.cuit } }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (captchaSolved && !resuming) void form.handleSubmit();
  };

  return (
    <div className="resume">
      <section className="card resume__card" aria-labelledby={headingId}>
        <h1 id={headingId} className="resume__title">
          Retomá tu trámite
        </h1>
        <p className="resume__lead">
          Ingresá el CUIT con el que iniciaste la solicitud y seguí desde donde la dejaste.
        </p>
        {/* AppForm around the whole form: the shared fields read the form's submit state. */}
        <form.AppForm>
          <form className="resume__form" noValidate onSubmit={submit} aria-busy={resuming || undefined}>
            <form.AppField name="cuit" validators={{ onChange: resumeFormSchema.entries.cuit }}>
              {(field) => (
                <field.TextField
                  label="CUIT"
                  hint="11 dígitos, por ejemplo 20123456789"
                  maxLength={CUIT_INPUT_MAX_LENGTH}
                  inputMode="numeric"
                  autoComplete="off"
                />
              )}
            </form.AppField>
            <CaptchaBox onSolved={(token) => setCaptchaSolved(token !== null)} />
            <form.SubmitButton disabled={!captchaSolved} busy={resuming}>
              Continuar
            </form.SubmitButton>
          </form>
        </form.AppForm>
      </section>
      <Faq />
    </div>
  );
};

export default ResumeScreen;
