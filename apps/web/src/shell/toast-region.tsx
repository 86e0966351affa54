// The polite live region every toast is announced in (issue 7). It is in the page from the first
// paint, empty, so screen readers hear each toast as it is added; the toast library and the list
// that fills it load with the first toast (toaster.tsx), keeping them off every route's first load.
import { lazy, Suspense, useEffect, useState } from 'react';

const ToastList = lazy(() => import('./toast-list.tsx'));

let requestList: (() => void) | null = null;
let requested = false;

/** Called by showToast: from then on the list is mounted. */
export const ensureToastList = (): void => {
  requested = true;
  requestList?.();
};

export const Toaster = () => {
  const [wanted, setWanted] = useState(requested);

  useEffect(() => {
    requestList = () => setWanted(true);
    if (requested) setWanted(true);
    return () => {
      requestList = null;
    };
  }, []);

  return (
    <div className="toaster" role="status" aria-live="polite" aria-label="Notificaciones">
      {wanted && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </div>
  );
};
