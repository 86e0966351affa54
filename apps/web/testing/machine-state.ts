// Tests may look at a machine's state by name; the views never do (they read tags and core's
// selectors), so the name check lives here, out of src/.
import type { StateValue } from 'xstate';

/** Whether the snapshot is in the state (a name, or a nested state value). */
export const isIn = (snapshot: { matches: (value: never) => boolean }, state: StateValue): boolean =>
  snapshot.matches(state as never);
