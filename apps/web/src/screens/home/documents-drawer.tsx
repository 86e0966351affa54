// The side drawer with the documents the request will ask for, so nobody starts unprepared. Its
// content loads on the first open, not with the first paint of '/' (issue 7).
import { lazy, Suspense, useState } from 'react';

const TITLE = 'Conocé los documentos que vas a necesitar';
const DocumentsDrawerContent = lazy(() => import('./documents-drawer-content.tsx'));

export const DocumentsDrawer = () => {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing runs the modal's own close and focus return.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--link"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {TITLE}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DocumentsDrawerContent title={TITLE} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
