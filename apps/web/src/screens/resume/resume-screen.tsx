// /continuar-tramite: resume an unfinished request by its CUIT (journey §2, §5). The resume machine
// decides where the request goes next; this screen collects the CUIT and the captcha. The machine,
// XState and the API client load when the form is first touched, not with the first paint (issue 7).
import type { ResumeForm } from '@alta/core/resume/resume.schema';
import { CUIT_INPUT_MAX_LENGTH, resumeFormSchema } from '@alta/core/resume/resume.schema';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useAppForm } from '../../lib/form.tsx';
import { CaptchaBox } from '../../shell/captcha-box.tsx';
import { Faq } from '../faq/faq-list.tsx';
import type { ResumeActor } from './resume-machine-host.tsx';
import './resume-screen.css';

const ResumeMachineHost = lazy(() => import('./resume-machine-host.tsx'));

const ResumeScreen = () => {
  const headingId = useId();
  const [wanted, setWanted] = useState(false);
  const [actor, setActor] = useState<ResumeActor | null>(null);
  const [resuming, setResuming] = useState(false);
  // A submit that came before the machine's code: sent as soon as the actor runs.
  const queued = useRef<ResumeForm | null>(null);
  const [captchaSolved, setCaptchaSolved] = useState(false);

  const onReady = useCallback((ready: ResumeActor) => {
    setActor(ready);
    const values = queued.current;
    queued.current = null;
    if (values) ready.send({ type: 'step.submit', values });
  }, []);

  const form = useAppForm({
    defaultValues: { cuit: '' },
    onSubmit: ({ value }) => {
      const values = { cuit: value.cuit };
      if (actor) return actor.send({ type: 'step.submit', values });
      queued.current = values;
      setWanted(true);
    },
  });

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
          <form.Form
            className="resume__form"
            onFocus={() => setWanted(true)}
            ignoreSubmit={!captchaSolved || resuming}
            aria-busy={resuming || undefined}
          >
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
          </form.Form>
        </form.AppForm>
      </section>
      {wanted && (
        <Suspense fallback={null}>
          <ResumeMachineHost onReady={onReady} onResuming={setResuming} />
        </Suspense>
      )}
      <Faq />
    </div>
  );
};

export default ResumeScreen;
