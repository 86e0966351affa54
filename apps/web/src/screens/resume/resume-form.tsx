// The resume form: the CUIT, the captcha and 'Continuar'. Its own module so that TanStack Form and the
// schemas stay off the first load of '/continuar-tramite': the prerendered form paints from HTML and
// hydrates on the first interaction (issue 15). The machine, XState and the API client load when the
// form is first touched, not with the first paint (issue 7).
import { resumeSubmits, resumeUnavailable } from '@alta/core/shell/unavailable-reasons';
import { earlyEvents } from '@alta/core/shared/early-events';
import { resumeFormSchema } from '@alta/core/resume/resume.schema';
import { FIELD_MAX_LENGTH } from '@alta/core/shared/fields';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAppForm } from '../../lib/form.tsx';
import { useEarlyPress } from '../../lib/early-press.ts';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration.ts';
import { CaptchaBox } from '../../shell/captcha-box.tsx';
import type { ResumeActor } from './resume-machine-host.tsx';

const ResumeMachineHost = lazy(() => import('./resume-machine-host.tsx'));

export default function ResumeForm() {
  const [wanted, setWanted] = useState(false);
  const [resuming, setResuming] = useState(false);
  // A submit that came before the machine's code: sent as soon as the actor runs.
  const [pending] = useState(earlyEvents<ResumeActor>);
  const [captchaSolved, setCaptchaSolved] = useState(false);

  const form = useAppForm({
    defaultValues: { cuit: '' },
    onSubmit: ({ value }) => {
      pending.send({ type: 'step.submit', values: { cuit: value.cuit } });
      setWanted(true);
    },
  });

  const formRef = useRef<HTMLFormElement>(null);
  // Continuar pressed before the form hydrated: the captcha cannot be solved yet, so there is nothing
  // to send; the boot script only keeps the browser from sending the form itself.
  const early = useEarlyPress(formRef, () => {});
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'cuit') form.setFieldValue('cuit', value);
  });

  return (
    <>
      {/* AppForm around the whole form: the shared fields read the form's submit state. */}
      <form.AppForm>
        <form.Form
          {...early}
          ref={formRef}
          className="resume__form"
          onFocus={() => setWanted(true)}
          ignoreSubmit={!resumeSubmits({ captchaSolved, busy: resuming })}
          aria-busy={resuming || undefined}
        >
          <form.AppField name="cuit" validators={{ onChange: resumeFormSchema.entries.cuit }}>
            {(field) => (
              <field.TextField
                label="CUIT"
                hint="11 dígitos, por ejemplo 20123456789"
                maxLength={FIELD_MAX_LENGTH.cuit}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </form.AppField>
          <CaptchaBox onSolved={(token) => setCaptchaSolved(token !== null)} />
          <form.SubmitButton unavailable={resumeUnavailable(captchaSolved)} busy={resuming}>
            Continuar
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
      {wanted && (
        <Suspense fallback={null}>
          <ResumeMachineHost onReady={pending.attach} onResuming={setResuming} />
        </Suspense>
      )}
    </>
  );
}
