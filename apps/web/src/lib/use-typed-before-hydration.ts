// A prerendered form can be typed into before its code arrives and hydrates it (issue 15): the page
// keeps what was typed, but the form library never saw it. On mount this hands it over, field by field.
import { type RefObject, useEffect } from 'react';

/** The value a field shows that differs from what the HTML gave it, if any. */
export const typedValue = (element: Element): string | null => {
  if (element instanceof HTMLSelectElement) {
    const initial = [...element.options].find((option) => option.defaultSelected)?.value ?? '';
    return element.value !== initial ? element.value : null;
  }
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    if (element.type === 'checkbox' || element.type === 'radio') return null;
    return element.value !== element.defaultValue ? element.value : null;
  }
  return null;
};

/** Calls `adopt(name, value)` once, on mount, for every named field typed into before hydration. */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: later typing reaches the form itself.
  useEffect(() => {
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      const name = element.getAttribute('name');
      const value = typedValue(element);
      if (name && value !== null) adopt(name, value);
    }
  }, []);
}
