import { describe, expect, it } from 'vitest';
import { ROUTE_ERROR_TEXTS } from './route-error.ts';

describe('route error texts', () => {
  it('are Spanish, with the way on', () => {
    expect(ROUTE_ERROR_TEXTS).toEqual({
      title: 'No pudimos mostrar esta pantalla',
      body: 'Revisá tu conexión a internet y volvé a intentarlo.',
      retry: 'Reintentar',
      home: 'Volver al inicio',
    });
  });
});
