// What '/{maybeParam}' opens (journey §2): the home screen for a valid branch-and-officer link, the
// start of the biometric flow for the spec's other biometric route names (routes.ts), and the 404
// 'Ruta no válida' for anything else. '/' (no parameter) is the home screen.
import { INVALID_ROUTE_MESSAGE, parseHomeParam } from './home-param.ts';
import { biometricAliasTarget, isBiometricAlias } from '../routes.ts';

export type HomeRoute =
  | { kind: 'home' }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; message: string };

export const homeRoute = (maybeParam: string | undefined, search: string): HomeRoute => {
  if (maybeParam === undefined) return { kind: 'home' };
  if (isBiometricAlias(maybeParam)) return { kind: 'redirect', to: biometricAliasTarget(search) };
  if (parseHomeParam(maybeParam) === null) return { kind: 'notFound', message: INVALID_ROUTE_MESSAGE };
  return { kind: 'home' };
};
