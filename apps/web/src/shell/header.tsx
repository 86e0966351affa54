// The top bar of every screen but the error ones: home, the FAQ and the help modal.
import { BANK_NAME } from '@alta/core/shell/brand';
import { paths } from '@alta/core/routes';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Logo } from './logo.tsx';

// Loaded on the first press of '¿Necesitás ayuda?', not with the first paint (issue 7).
const HelpModal = lazy(() => import('./help-modal.tsx').then((module) => ({ default: module.HelpModal })));

export const Header = () => {
  const [helpOpen, setHelpOpen] = useState(false);
  // Mounted from the first open on, so closing runs the modal's own close and focus return.
  const [helpOpened, setHelpOpened] = useState(false);
  return (
    <header className="header">
      <div className="header__inner">
        <Link href={paths.home} className="header__logo" aria-label={`${BANK_NAME}, ir al inicio`}>
          <Logo />
        </Link>
        <nav className="header__actions" aria-label="Ayuda">
          <Link href={paths.faq} className="header__icon-link" aria-label="Preguntas frecuentes">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
              <circle cx="12" cy="17" r="1.2" fill="currentColor" />
            </svg>
          </Link>
          <button
            type="button"
            className="button button--ghost header__help"
            onClick={() => {
              setHelpOpened(true);
              setHelpOpen(true);
            }}
          >
            ¿Necesitás ayuda?
          </button>
        </nav>
      </div>
      {helpOpened && (
        <Suspense fallback={null}>
          <HelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </header>
  );
};
