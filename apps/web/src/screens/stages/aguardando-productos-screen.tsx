// Stage aguardando_producto (journey §2, identity §2 screen 13): the products are being opened and
// an e-mail confirms it.
import { paths } from '@alta/core/routes';
import { Link } from 'wouter';
import './stages.css';

export default function AguardandoProductosScreen() {
  return (
    <section className="stage">
      <h1 className="stage__title">Estamos finalizando la apertura de tus productos</h1>
      <p className="stage__text">Vas a recibir un correo electrónico de confirmación.</p>
      <Link href={paths.home} className="button button--primary stage__action">
        Volver al inicio
      </Link>
    </section>
  );
}
