// The production build resolves `use-sync-external-store/shim/with-selector` here (vite.config.ts).
// TanStack's store and @xstate/react read state through it; the package ships it as CommonJS, which
// costs a chunk of its own plus interop on the first load of every form (issue 7). This is the
// package's code (MIT, Meta) as an ES module over React 19's own useSyncExternalStore.
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

interface Instance<Selection> {
  hasValue: boolean;
  value: Selection | null;
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // One object for the component's life: what was last rendered, read when a new snapshot arrives.
  const instRef = useRef<Instance<Selection>>({ hasValue: false, value: null });

  const [getSelection, getServerSelection] = useMemo(() => {
    const inst = instRef.current;
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue) {
          const current = inst.value as Selection;
          if (isEqual(current, nextSelection)) {
            memoizedSelection = current;
            return current;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      const current = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return current;
      const nextSelection = selector(nextSnapshot);
      if (isEqual?.(current, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return current;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instRef.current.hasValue = true;
    instRef.current.value = value;
  }, [value]);
  useDebugValue(value);
  return value;
}
