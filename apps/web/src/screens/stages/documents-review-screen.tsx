// Stage evaluando_documentacion (journey §2): the documents are under review; a specialist calls
// within 48 business hours (FAQ fact, identity §1).
import { paths } from '@alta/core/routes';
import { Link } from 'wouter';
import './stages.css';

export default function DocumentsReviewScreen() {
  return (
    <section className="stage">
      <h1 className="stage__title">Estamos evaluando tu documentación</h1>
      <p className="stage__text">Un especialista se va a comunicar con vos dentro de las 48 horas hábiles.</p>
      <Link href={paths.home} className="button button--primary stage__action">
        Volver al inicio
      </Link>
    </section>
  );
}
