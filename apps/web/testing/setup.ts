import { beforeAll } from 'vitest';

// jsdom lacks matchMedia, which react-hot-toast reads.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has <dialog> but not its methods. Enough of them for the shell's modals: open and close
// toggle the attribute (a closed dialog is display:none in jsdom's stylesheet, so it leaves the
// accessibility tree), close fires 'close', and showModal focuses the first control as browsers do.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const FOCUSABLE = '[autofocus], button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.open = true;
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

// The start form preloads '/loading' without awaiting it (first touch of the form). A test that
// ends before that import settles tears the environment down under it, an unhandled rejection
// that fails the whole run; loaded here first, the preload resolves from the module cache.
beforeAll(async () => {
  await import('../src/screens/loading/loading-screen.tsx');
});
