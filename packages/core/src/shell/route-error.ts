// What the app shows when a screen cannot be drawn (issue 24: every text Spanish, no dead end). The
// spec names the router's generic error screen 'Unexpected Application Error!' (journey §8); ours says
// it in Spanish and offers 'Reintentar' (docs/decisions-pending/journey-a.md).

export const ROUTE_ERROR_TEXTS = {
  /** A screen's code did not arrive (a dynamic import failed: a flaky network, a new deploy). */
  loadTitle: 'No pudimos cargar esta pantalla',
  loadBody: 'Revisá tu conexión a internet y volvé a intentarlo.',
  /** Anything else that broke while drawing a screen. */
  crashTitle: 'Ocurrió un error inesperado',
  crashBody: 'Volvé a intentarlo. Si el problema sigue, empezá de nuevo desde el inicio.',
  retry: 'Reintentar',
  home: 'Volver al inicio',
} as const;

// Chromium: 'Failed to fetch dynamically imported module'; Firefox: 'error loading dynamically imported
// module'; Safari: 'Importing a module script failed'; Vite's preload helper: 'Unable to preload CSS'.
const LOAD_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** Whether a render error is a screen's code that failed to load (a retry may well work). */
export const isLoadFailure = (error: unknown): boolean =>
  error instanceof Error && (LOAD_FAILURE.test(error.message) || error.name === 'ChunkLoadError');

/** The title and text for a render error: never the error's own (English, technical) message. */
export const routeErrorTexts = (error: unknown): { title: string; body: string } =>
  isLoadFailure(error)
    ? { title: ROUTE_ERROR_TEXTS.loadTitle, body: ROUTE_ERROR_TEXTS.loadBody }
    : { title: ROUTE_ERROR_TEXTS.crashTitle, body: ROUTE_ERROR_TEXTS.crashBody };
