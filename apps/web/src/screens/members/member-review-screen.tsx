// /onboarding-empresas/confirmar-integrante (docs/decisions.md): the list read-only before it is
// sent. 'Confirmar' sends POST /integrantes (the machine), 'Editar' goes back to /integrantes.
import { totalPorcentaje } from '@alta/core/members/members.schema';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { ActionButton } from '../../lib/action-button.tsx';
import { formatPercent, MemberList } from './member-list.tsx';
import type { MembersActor } from './members-flow.tsx';
import { PageSection } from '../../lib/page-section.tsx';

export const CONFIRM_TITLE = 'Confirmá los integrantes';

export const MemberReviewScreen = ({ actor }: { actor: MembersActor }) => {
  const headingId = useId();
  const members = useSelector(actor, (s) => s.context.members);
  const sending = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <PageSection className="members data-form" title={CONFIRM_TITLE} headingId={headingId}>
      <p className="members__intro">
        Revisá los datos de los integrantes antes de enviarlos. Después vas a cargar la documentación de la
        empresa.
      </p>
      <MemberList members={members} labelledBy={headingId} />
      <p className="members__total">
        Participación total: <strong>{formatPercent(totalPorcentaje(members))}</strong>
      </p>
      <div className="members__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={sending}
          onClick={() => actor.send({ type: 'members.edit' })}
        >
          Editar
        </button>
        <ActionButton busy={sending} onClick={() => actor.send({ type: 'members.confirm' })}>
          Confirmar
        </ActionButton>
      </div>
    </PageSection>
  );
};
