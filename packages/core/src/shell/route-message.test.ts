import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from '../errors/catalogue.ts';
import { paths } from '../routes.ts';
import { decodeRouteMessage } from './route-message.ts';

const param = (path: string) => path.split('/').pop();
const message = 'No es posible continuar, por favor: intente más tarde (50%)';

describe('decodeRouteMessage', () => {
  it('gives back the message the error route was built with', () => {
    expect(decodeRouteMessage(param(paths.errorPrimary(message)))).toBe(message);
  });

  it('gives it back too after the router has applied decodeURI', () => {
    expect(decodeRouteMessage(decodeURI(param(paths.errorSecondary(message)) ?? ''))).toBe(message);
  });

  it('falls back to the default message when there is none', () => {
    expect(decodeRouteMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(decodeRouteMessage(param(paths.errorSecondary()))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(decodeRouteMessage('%20%20')).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('shows a malformed escape as typed instead of failing', () => {
    expect(decodeRouteMessage('Error%E0%A4%A')).toBe('Error%E0%A4%A');
    expect(decodeRouteMessage('100%')).toBe('100%');
  });
});
