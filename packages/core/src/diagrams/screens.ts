// The pages an e2e run photographs at 360 px wide (apps/web/e2e/screens-360.spec.ts), and the file
// each goes to in docs/statecharts/screens/ (not committed: an e2e run leaves them there). The
// analysts' page links a state to the photo of its page (issue 26).
import { paths } from '../routes.ts';

export const SCREENS_DIR = 'docs/statecharts/screens';
export const SCREEN_WIDTH = 360;

/** A page's photo: its path made a file name ('/' is 'home'). */
export const screenFile = (page: string): string =>
  `${
    page
      .replace(/[{}]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'home'
  }.png`;

/** The pages screens-360.spec.ts visits, in the order it visits them. */
export const SCREEN_PAGES: readonly string[] = [
  paths.home,
  paths.resume,
  paths.faq,
  paths.otp('{idSolicitud}').replace(/%7B|%7D/g, (c) => (c === '%7B' ? '{' : '}')),
  paths.offer,
  paths.personaJuridicaForm,
];
