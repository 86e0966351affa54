// /onboarding-empresas/integrantes (journey §2, §5): the company's members, added, edited and
// deleted with the member form, then 'Continuar' to their confirmation. The members machine holds the
// list and every rule; this screen renders it and sends what the user does.
import {
  EMPTY_MEMBER_FORM,
  type MemberFormInput,
  memberFormInput,
  totalPorcentaje,
} from '@alta/core/members/members.schema';
import { noticeFor } from '@alta/core/members/members.machine';
import { useSelector } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import { MemberForm } from './member-form.tsx';
import { formatPercent, MemberList } from './member-list.tsx';
import type { MembersActor } from './members-flow.tsx';
import { PageSection } from '../../lib/page-section.tsx';

type Editor = { mode: 'add' } | { mode: 'edit'; id: string } | null;

export const TITLE = 'Integrantes de la empresa';

export const MembersScreen = ({ actor }: { actor: MembersActor }) => {
  const listHeadingId = useId();
  const issuesId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [editor, setEditor] = useState<Editor>(null);
  const members = useSelector(actor, (s) => s.context.members);
  const limits = useSelector(actor, (s) => s.context.limits);
  const issues = useSelector(actor, (s) => s.context.issues);
  const showIssues = useSelector(actor, (s) => s.context.showIssues);
  const actividades = useSelector(actor, (s) => s.context.actividades);

  const editorId = editor?.mode === 'edit' ? editor.id : null;
  const editing = editor?.mode === 'edit' ? members.find((m) => m.id === editor.id) : undefined;
  const shownIssues = showIssues ? issues : [];
  const notice = useSelector(actor, (s) => noticeFor(s.context, editorId));

  const close = () => {
    setEditor(null);
    // Back to the add button, which stays on the page while the form comes and goes.
    addButton.current?.focus();
  };

  const save = (values: MemberFormInput) => {
    if (editor?.mode === 'edit') actor.send({ type: 'member.update', id: editor.id, values });
    else actor.send({ type: 'member.add', values });
    // A refusal of this very form keeps it open with the machine's message.
    if (noticeFor(actor.getSnapshot().context, editorId) === null) close();
  };

  return (
    <PageSection className="members data-form" title={TITLE}>
      <p className="members__intro">
        Cargá a los socios o accionistas, con su porcentaje de participación. Debe haber al menos un firmante
        y un representante legal.
        {limits && (
          <>
            {' '}
            Las participaciones deben sumar al menos {formatPercent(limits.porcentajeIntegrantes)} y no más de
            100%. Podés cargar hasta {limits.cantidadIntegrantes} integrantes.
          </>
        )}
      </p>

      <h2 id={listHeadingId} className="members__subtitle">
        Integrantes cargados ({members.length})
      </h2>
      {members.length === 0 ? (
        <p className="members__empty">Todavía no cargaste integrantes.</p>
      ) : (
        <>
          <MemberList
            members={members}
            labelledBy={listHeadingId}
            onEdit={(id) => setEditor({ mode: 'edit', id })}
            onRemove={(id) => {
              if (editorId === id) setEditor(null);
              actor.send({ type: 'member.remove', id });
              addButton.current?.focus();
            }}
          />
          <p className="members__total">
            Participación total: <strong>{formatPercent(totalPorcentaje(members))}</strong>
          </p>
        </>
      )}

      {editor ? (
        <MemberForm
          key={editorId ?? 'new'}
          mode={editor.mode}
          initial={editing ? memberFormInput(editing) : EMPTY_MEMBER_FORM}
          dominioBanco={limits?.dominioBanco ?? ''}
          actividades={actividades}
          notice={notice}
          onSave={save}
          onCancel={close}
        />
      ) : null}

      {shownIssues.length > 0 && (
        <div id={issuesId} className="members__issues" role="alert">
          <ul>
            {shownIssues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="members__actions">
        <button
          ref={addButton}
          type="button"
          className="button button--secondary"
          onClick={() => setEditor({ mode: 'add' })}
        >
          Agregar integrante
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-describedby={shownIssues.length > 0 ? issuesId : undefined}
          onClick={() => actor.send({ type: 'members.review' })}
        >
          Continuar
        </button>
      </div>
    </PageSection>
  );
};
