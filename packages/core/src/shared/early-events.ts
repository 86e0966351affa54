// The one buffer for events sent before a lazily loaded actor runs (issue 25): a screen that paints
// before its machine's code has arrived keeps what the user did meanwhile (a submit, Validar, Volver)
// and hands it over, in order, once the actor runs. No imports: the start flow's provider, which
// uses it, is on the first load of '/'.

interface Receiver<E> {
  send: (event: E) => void;
}

type EventOf<A> = A extends Receiver<infer E> ? E : never;

export interface EarlyEvents<A extends Receiver<EventOf<A>>> {
  /** The running actor; null before `attach`. */
  current: () => A | null;
  /** To the actor when it runs, else kept until it does. */
  send: (event: EventOf<A>) => void;
  /**
   * Settles with the actor on `attach`; once settled it carries its status and value, which React's
   * use() reads synchronously, so a screen rendered after the actor exists never suspends again.
   */
  ready: Promise<A>;
  /** The actor runs (a remount may attach a new one): what was kept goes to it, in order. */
  attach: (actor: A) => void;
}

export const earlyEvents = <A extends Receiver<EventOf<A>>>(): EarlyEvents<A> => {
  let actor: A | null = null;
  const kept: EventOf<A>[] = [];
  let resolve: (actor: A) => void = () => {};
  const ready = new Promise<A>((ok) => {
    resolve = ok;
  });
  return {
    current: () => actor,
    send: (event) => {
      if (actor) actor.send(event);
      else kept.push(event);
    },
    ready,
    attach: (running) => {
      actor = running;
      for (const event of kept.splice(0)) running.send(event);
      Object.assign(ready, { status: 'fulfilled', value: running });
      resolve(running);
    },
  };
};
