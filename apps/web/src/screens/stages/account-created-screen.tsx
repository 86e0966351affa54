// Stage CLIENTE_{product} (journey §2), the final screen (identity §1 and §2 screen 11): the person
// is now a client; two e-mails follow, one to create the internet-banking password and one with the
// product details; an exit link to the root.
import { paths } from '@alta/core/routes';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { loadThirdPartyScript } from '../../lib/third-party-scripts.ts';
import './stages.css';

export default function AccountCreatedScreen() {
  // The bank's survey (when configured) loads here. The sign-up event is the biometrics flow's
  // (its success state), once per sign-up: not this page's, which a reload or a resume shows again.
  useEffect(() => {
    loadThirdPartyScript('survey');
  }, []);

  return (
    <section className="stage">
      <h1 className="stage__title">¡Ya sos cliente!</h1>
      <p className="stage__text">
        Vas a recibir un correo electrónico para crear tu clave de banca por internet para empresas.
      </p>
      <p className="stage__text">
        También vas a recibir otro correo electrónico con el detalle de tus productos.
      </p>
      <Link href={paths.home} className="button button--primary stage__action">
        Salir
      </Link>
    </section>
  );
}
