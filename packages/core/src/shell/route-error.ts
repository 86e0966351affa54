// What the app shows when a screen cannot be drawn (issue 24: every text Spanish, no dead end): most
// often its code failed to download on a flaky network. The spec names the router's generic error
// screen 'Unexpected Application Error!' (journey §8); ours says it in Spanish and offers 'Reintentar'
// (docs/decisions/004-route-error-page.md). Never the error's own (English, technical) message.
export const ROUTE_ERROR_TEXTS = {
  title: 'No pudimos mostrar esta pantalla',
  body: 'Revisá tu conexión a internet y volvé a intentarlo.',
  retry: 'Reintentar',
  home: 'Volver al inicio',
} as const;
