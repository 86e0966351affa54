// The capture pages' error page (identity §2 screen 14, §8): a capture screen that fails to load (its
// lazy chunk, over a lost connection) or to render shows 'Ocurrio un error inesperado' with 'Recargar
// Página', a full reload of the page.
import { CAPTURE_MESSAGES } from '@alta/core/capture/capture-texts';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const CaptureErrorPage = () => (
  <section className="bio" role="alert">
    <h1 className="bio__title">{CAPTURE_MESSAGES.unexpected}</h1>
    <a className="button button--primary" href={window.location.href}>
      {CAPTURE_MESSAGES.reload}
    </a>
  </section>
);

export class CaptureErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CaptureErrorPage /> : this.props.children;
  }
}
