// The bottom bar: the mark, the copyright and the version (hidden on small screens by base.css).
import { APP_VERSION, copyrightLine } from '@alta/core/shell/brand';
import { Logo } from './logo.tsx';

export const Footer = () => (
  <footer className="footer">
    <div className="footer__inner">
      <Logo variant="icon" />
      <p className="footer__copyright">{copyrightLine()}</p>
      <p className="footer__version">Versión {APP_VERSION}</p>
    </div>
  </footer>
);
