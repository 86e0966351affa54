// Keeps a step's draft (core session/drafts.ts) in step with its form, so a reload of the page keeps
// what was typed: written on every change of the values or of the address check, not on mount, so
// merely opening a form writes nothing.
import { useEffect, useRef } from 'react';

export const useDraft = <D>(draft: D, save: (draft: D) => void): void => {
  const json = JSON.stringify(draft);
  const initial = useRef(json);
  const changed = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!changed.current && json === initial.current) return;
    changed.current = true;
    saveRef.current(JSON.parse(json) as D);
  }, [json]);
};
