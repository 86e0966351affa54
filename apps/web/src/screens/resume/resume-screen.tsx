// /continuar-tramite: resume an unfinished request by its CUIT (journey §2, §5). The resume machine
// decides where the request goes next; the form (resume-form.tsx) collects the CUIT and the captcha.
import { Suspense, useId } from 'react';
import { lazyUntilInteraction } from '../../lib/defer-until-interaction.ts';
import { Faq } from '../faq/faq-list.tsx';
import './resume-screen.css';

// Painted from the prerendered HTML, hydrated on the first interaction (issue 15).
const ResumeForm = lazyUntilInteraction(() => import('./resume-form.tsx'));
/** The form's code, for a client render of the screen (router.tsx); nothing while it is held back. */
export const preloadResumeForm = ResumeForm.preload;

const ResumeScreen = () => {
  const headingId = useId();
  return (
    <div className="resume">
      <section className="card resume__card" aria-labelledby={headingId}>
        <h1 id={headingId} className="resume__title">
          Retomá tu trámite
        </h1>
        <p className="resume__lead">
          Ingresá el CUIT con el que iniciaste la solicitud y seguí desde donde la dejaste.
        </p>
        <Suspense fallback={null}>
          <ResumeForm />
        </Suspense>
      </section>
      <Faq />
    </div>
  );
};

export default ResumeScreen;
