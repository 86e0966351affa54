// The build swaps the package's hook for ours (vite.config.ts), so every form and machine view in
// production reads state through this one: it must follow the store and honour isEqual.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from './use-sync-external-store-with-selector.ts';

const createStore = <T>(initial: T) => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: T) => {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

describe('useSyncExternalStoreWithSelector', () => {
  it('follows the store through the selector', () => {
    const store = createStore({ cuit: '', touched: false });
    const { result } = renderHook(() =>
      useSyncExternalStoreWithSelector(store.subscribe, store.get, undefined, (state) => state.cuit),
    );
    expect(result.current).toBe('');
    act(() => store.set({ cuit: '20123456786', touched: true }));
    expect(result.current).toBe('20123456786');
  });

  it('keeps the previous selection when isEqual says nothing changed', () => {
    const store = createStore({ errors: ['Campo requerido'], other: 0 });
    const sameErrors = (a: string[], b: string[]) => a.join() === b.join();
    const { result } = renderHook(() =>
      useSyncExternalStoreWithSelector(
        store.subscribe,
        store.get,
        undefined,
        (state) => state.errors,
        sameErrors,
      ),
    );
    const first = result.current;
    act(() => store.set({ errors: ['Campo requerido'], other: 1 }));
    expect(result.current).toBe(first);
    act(() => store.set({ errors: [], other: 2 }));
    expect(result.current).toEqual([]);
  });
});
