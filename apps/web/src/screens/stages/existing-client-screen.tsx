// /datos-biometricos/cliente-existente (identity §2 screen 13): the person is already a client of the
// bank. The spec does not show its content; ours (docs/decisions.md): say so and point to the branch
// or the internet banking they already have.
import { paths } from '@alta/core/routes';
import { Link } from 'wouter';
import './stages.css';

export default function ExistingClientScreen() {
  return (
    <section className="stage">
      <h1 className="stage__title">Ya sos cliente del banco</h1>
      <p className="stage__text">
        Para abrir tu cuenta empresa ingresá a tu banca por internet o acercate a tu sucursal.
      </p>
      <Link href={paths.home} className="button button--primary stage__action">
        Volver al inicio
      </Link>
    </section>
  );
}
