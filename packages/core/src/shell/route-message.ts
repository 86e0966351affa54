// The message an error route carries (/error-primary/{message}, /error-secondary/{message}).
// The router has already applied decodeURI, which turns '%25' back into '%' but leaves ',' ':' and
// the like encoded; so each run of escapes is decoded on its own, and a stray '%' or a malformed
// sequence from a hand-edited URL stays as typed instead of breaking the whole message.
import { DEFAULT_ERROR_MESSAGE } from '../errors/catalogue.ts';

const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

const decodeRun = (run: string): string => {
  try {
    return decodeURIComponent(run);
  } catch {
    return run;
  }
};

export const decodeRouteMessage = (raw: string | undefined): string => {
  const text = (raw ?? '').replace(ESCAPE_RUN, decodeRun).trim();
  return text || DEFAULT_ERROR_MESSAGE;
};
