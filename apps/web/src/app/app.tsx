import { AppErrorBoundary } from '../shell/app-error-boundary.tsx';
import { CaptchaChallenge } from '../shell/captcha-challenge.tsx';
import { Layout } from '../shell/layout.tsx';
import { SessionExpiredModal } from '../shell/session-expired-modal.tsx';
import { Toaster } from '../shell/toast-region.tsx';
import { Router } from './router.tsx';
import { StartFlowProvider } from './start-flow.tsx';

export const App = () => (
  <AppErrorBoundary>
    <StartFlowProvider>
      <Layout>
        <Router />
      </Layout>
      <SessionExpiredModal />
      <CaptchaChallenge />
      <Toaster />
    </StartFlowProvider>
  </AppErrorBoundary>
);
