// /onboarding-empresas/carga-documentacion/{idSolicitud} (journey §2, §4, §8, §9): a card per
// document, the total-size bar, the modal when the total passes 30 MB, 'Continuar' only when the
// documents machine allows it, and the 'Validando' overlay with the upload's real percentage. The
// machine holds every rule; this screen reads the chosen files' first bytes and sends events.
import { DOCUMENTS_ROUTES } from '@alta/core/flow-routes';
import { documentsMachine } from '@alta/core/documents/documents.machine';
import { LIMIT_TEXTS } from '@alta/core/documents/document-limits';
import { canContinue, FILE_MESSAGES } from '@alta/core/documents/documents.schema';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { ActionButton } from '../../lib/action-button.tsx';
import { Modal, ModalAction } from '../../shell/modal.tsx';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { DocumentCard } from './document-card.tsx';
import { SizeBar } from './size-bar.tsx';
import '../onboarding/data-form.css';
import './documents.css';
import { FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';
import { PageSection } from '../../lib/page-section.tsx';

export type DocumentsActor = ActorRefFrom<typeof documentsMachine>;

export const TITLE = 'Documentación de la empresa';
// The tags that change the page (the 'Validando' overlay is busy); the list shows otherwise.
const VIEWS = ['loading', 'unavailable', 'busy'] as const;
export const TOO_LARGE_TITLE = 'La documentación supera el tamaño permitido';

export const DocumentsView = ({ actor }: { actor: DocumentsActor }) => {
  const [tooLarge, setTooLarge] = useState(false);
  const slots = useSelector(actor, (s) => s.context.slots);
  const total = useSelector(actor, (s) => s.context.total);
  const level = useSelector(actor, (s) => s.context.level);
  const progress = useSelector(actor, (s) => s.context.progress);
  const view = useSelector(actor, (s) => VIEWS.find((tag) => s.hasTag(tag)) ?? 'editing');

  useEffect(() => {
    const subscription = actor.on('documents.tooLarge', () => setTooLarge(true));
    return () => subscription.unsubscribe();
  }, [actor]);

  if (view === 'loading') return <FlowLoading />;
  if (view === 'unavailable')
    return (
      <FlowUnavailable
        message="No pudimos cargar los documentos en este momento."
        onRetry={() => actor.send({ type: 'flow.retry' })}
        title={TITLE}
      />
    );

  const allowed = canContinue(slots);
  return (
    <PageSection className="documents data-form" title={TITLE}>
      <p className="documents__intro">
        Subí los documentos en PDF o JPG. Los marcados con <span aria-hidden="true">*</span>
        <span className="visually-hidden">(obligatorio)</span> son obligatorios.
      </p>

      <div className="documents__list">
        {slots.map((slot) => (
          <DocumentCard
            key={slot.documento.idDocumento}
            slot={slot}
            onAdd={(files) =>
              actor.send({ type: 'documents.add', idDocumento: slot.documento.idDocumento, files })
            }
            onRemove={(name) =>
              actor.send({ type: 'documents.remove', idDocumento: slot.documento.idDocumento, name })
            }
          />
        ))}
      </div>

      <SizeBar total={total} level={level} />

      <div className="documents__actions">
        <ActionButton
          unavailable={allowed ? null : LIMIT_TEXTS.required}
          busy={view === 'busy'}
          onClick={() => actor.send({ type: 'documents.submit' })}
        >
          Continuar
        </ActionButton>
      </div>

      <Modal open={tooLarge} title={TOO_LARGE_TITLE} onClose={() => setTooLarge(false)} closeButton>
        <p>{FILE_MESSAGES.total}</p>
        <p>{LIMIT_TEXTS.tooLarge}</p>
        <ModalAction label="Entendido" onClick={() => setTooLarge(false)} />
      </Modal>

      <Modal
        open={view === 'busy'}
        title="Validando"
        closeOnEscape={false}
        closeOnOverlay={false}
        className="modal--narrow"
      >
        <progress
          className="documents__progress"
          max={100}
          value={progress}
          aria-label="Progreso de la carga"
        >
          {progress}%
        </progress>
        <p className="documents__percent" aria-live="polite">
          {progress}%
        </p>
      </Modal>
    </PageSection>
  );
};

const DocumentsScreen = () => {
  const { idSolicitud = '' } = useParams<{ idSolicitud: string }>();
  const actor = useActorRef(documentsMachine, { input: { idSolicitud } });
  useFlowRoute(actor, DOCUMENTS_ROUTES);
  useMachineToasts(actor);
  return <DocumentsView actor={actor} />;
};

export default DocumentsScreen;
