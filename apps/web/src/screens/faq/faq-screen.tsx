// '/preguntas-frecuentes' (identity §2). The questions themselves are data in core; `Faq` is also
// shown below the resume form.
import { paths } from '@alta/core/routes';
import { FAQ } from '@alta/core/shell/faq';
import { useLocation } from 'wouter';
import { hasAppHistory } from '../../shell/app-history.ts';
import './faq.css';

export const Faq = () => (
  <div className="faq">
    {FAQ.map((entry) => (
      <details key={entry.question} className="faq__item">
        <summary className="faq__question">{entry.question}</summary>
        <p className="faq__answer">{entry.answer}</p>
      </details>
    ))}
  </div>
);

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
