// Session-wide signals that any screen must react to, whichever machine is running.

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The shell opens the session-expired modal on this. Returns the unsubscribe function. */
export const onUnauthorized = (listener: Listener): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

export const emitUnauthorized = (): void => {
  for (const listener of unauthorizedListeners) listener();
};
