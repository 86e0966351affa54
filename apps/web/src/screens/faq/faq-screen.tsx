// '/preguntas-frecuentes' (identity §2). The questions themselves are data in core; the list
// (faq-list.tsx) is also shown below the resume form.
import { paths } from '@alta/core/routes';
import { useLocation } from 'wouter';
import { hasAppHistory } from '../../shell/app-history.ts';
import { Faq } from './faq-list.tsx';

export default function FaqScreen() {
  const [, navigate] = useLocation();
  const back = () => {
    if (hasAppHistory()) window.history.back();
    else navigate(paths.home);
  };
  return (
    <section className="page">
      <button type="button" className="button button--link page__back" onClick={back}>
        <span aria-hidden="true">←</span> Volver
      </button>
      <h1 className="page__title">Preguntas frecuentes</h1>
      <Faq />
    </section>
  );
}
