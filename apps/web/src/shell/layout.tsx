// The frame around every screen. The error screens stand alone (identity §2, screen 14): no header
// and no footer, so nothing invites the user back into a flow that just failed.
import { patterns } from '@alta/core/routes';
import type { ReactNode } from 'react';
import { useRoute } from 'wouter';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useRequestTheme } from './use-request-theme.ts';
import { useRouteFocus } from './use-route-focus.ts';
import './shell.css';

export const Layout = ({ children }: { children: ReactNode }) => {
  const [onError] = useRoute(patterns.error);
  const [onPrimary] = useRoute(patterns.errorPrimary);
  const [onSecondary] = useRoute(patterns.errorSecondary);
  const bare = onError || onPrimary || onSecondary;
  const mainRef = useRouteFocus();
  useRequestTheme();

  return (
    <div className="layout">
      {!bare && (
        <a className="skip-link" href="#main">
          Ir al contenido
        </a>
      )}
      {!bare && <Header />}
      <main id="main" ref={mainRef} tabIndex={-1} className={bare ? 'main main--bare' : 'main'}>
        {children}
      </main>
      {!bare && <Footer />}
    </div>
  );
};
