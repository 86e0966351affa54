// The questions and answers, on '/preguntas-frecuentes' and below the resume form. On its own so the
// resume screen does not bring the FAQ screen's code (issue 7).
import { FAQ } from '@alta/core/shell/faq';
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
