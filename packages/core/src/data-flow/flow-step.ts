// Which page a data flow shows: its top state is the step (datos, sucursal, envioTarjeta, ...), and a
// state without a page (loading, unavailable, leaving) falls to the flow's status view. Core answers
// it so a view never reads a machine's state value itself.
import type { StateValue } from 'xstate';

/** The flow's top state, the key of the page to render. */
export const flowStep = (snapshot: { value: StateValue }): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');
