// Stage aguardando_producto (journey §2, identity §2 screen 13): the products are being opened and
// an e-mail confirms it. With a session, the page watches the request and moves on to the account
// page once it is a client (the company's last member finished, or the bank opened the products).
import { requestWatchMachine, waitingPageWatch } from '@alta/core/biometrics/request-watch.machine';
import { REQUEST_WATCH_ROUTES } from '@alta/core/flow-routes';
import { paths } from '@alta/core/routes';
import { useActorRef } from '@xstate/react';
import { Link } from 'wouter';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import './stages.css';

export default function AwaitingProductsScreen() {
  const watch = useActorRef(requestWatchMachine, { input: waitingPageWatch() });
  useFlowRoute(watch, REQUEST_WATCH_ROUTES);
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
