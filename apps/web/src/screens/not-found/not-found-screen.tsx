// Unknown routes and invalid home links (journey §2): a large 404, why when known, and a way home.
import { paths } from '@alta/core/routes';
import { useLocation } from 'wouter';

export const NotFound = ({ message }: { message?: string }) => {
  const [, navigate] = useLocation();
  return (
    <section className="status-page">
      <h1 className="status-page__code">404</h1>
      {message && <p className="status-page__message">{message}</p>}
      <button type="button" className="button button--primary" onClick={() => navigate(paths.home)}>
        Volver
      </button>
    </section>
  );
};

export default function NotFoundScreen() {
  return <NotFound />;
}
