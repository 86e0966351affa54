// Every modal and drawer of the app, on the native <dialog>: showModal() makes the rest of the page
// inert (the focus trap), Escape and the overlay are handled here so each modal can refuse them,
// and focus goes back to whatever opened it.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { currentOpener, trackFocus } from './modal-focus.ts';
import './modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Called when the user asks to close: Escape, the overlay or the × button. */
  onClose?: () => void;
  closeOnEscape?: boolean;
  closeOnOverlay?: boolean;
  /** Shows the × button in the title bar. */
  closeButton?: boolean;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * showModal() makes the page behind inert, but Tab past the last control still leaves for the
 * browser's own UI; wrapping keeps keyboard users inside the modal until it closes (issue 7).
 */
const wrapFocus = (event: React.KeyboardEvent<HTMLDialogElement>) => {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey
    ? active === first || !event.currentTarget.contains(active)
    : active === last || !event.currentTarget.contains(active);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
};

/** Back to the opener; when it can no longer take focus, to the screen's heading rather than nowhere. */
const giveFocusBack = (opener: HTMLElement | null) => {
  opener?.focus();
  if (opener && document.activeElement === opener) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
};

export const Modal = ({
  open,
  title,
  onClose,
  closeOnEscape = true,
  closeOnOverlay = true,
  closeButton = false,
  className = '',
  children,
}: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnOverlay = useRef(false);
  const titleId = useId();

  useEffect(trackFocus, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = currentOpener();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      giveFocusBack(opener.current);
      opener.current = null;
    }
  }, [open]);

  // A screen that unmounts with its modal open still hands focus back.
  useEffect(
    () => () => {
      opener.current?.focus();
    },
    [],
  );

  // Escape is taken at keydown, before the browser turns it into a close request, so a modal that
  // must stay open (session expired) really stays open.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      wrapFocus(event);
      return;
    }
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    if (closeOnEscape) onClose?.();
  };

  // Close requests without a key (Android back) arrive as 'cancel'; the open prop stays the truth.
  const onCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (closeOnEscape) onClose?.();
  };

  // Some browsers close anyway after a repeated request; put a mandatory modal back up.
  const onNativeClose = () => {
    if (!open) return;
    if (closeOnEscape) onClose?.();
    else ref.current?.showModal();
  };

  // The panel fills the dialog box, so a press and release on the dialog itself is the overlay.
  const onMouseDown = (event: React.MouseEvent<HTMLDialogElement>) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
  };
  const onClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    const onOverlay = pressedOnOverlay.current && event.target === event.currentTarget;
    pressedOnOverlay.current = false;
    if (onOverlay && closeOnOverlay) onClose?.();
  };

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`.trim()}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {closeButton && (
            <button type="button" className="modal__close" aria-label="Cerrar" onClick={() => onClose?.()}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
};

/** The one primary button most modals end with (Entendido, Cerrar, Retomar trámite). */
export const ModalAction = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <div className="modal__actions">
    <button type="button" className="button button--primary" onClick={onClick}>
      {label}
    </button>
  </div>
);
