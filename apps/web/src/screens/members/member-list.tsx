// The members as a list (journey §2: each with its id): name, tax number, share and roles, with the
// edit and delete buttons on /integrantes and without them on /confirmar-integrante.
import type { Member } from '@alta/core/members/members.schema';

const percent = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

export const formatPercent = (value: number): string => `${percent.format(value)}%`;

export const memberName = (member: Pick<Member, 'nombres' | 'apellidos'>): string =>
  `${member.nombres} ${member.apellidos}`;

const roles = (member: Member): string => {
  const list = [member.firmante && 'Firmante', member.representanteLegal && 'Representante legal'].filter(
    Boolean,
  );
  return list.length ? list.join(' · ') : 'Sin firma ni representación';
};

export interface MemberListProps {
  members: readonly Member[];
  labelledBy: string;
  onEdit?: (id: string) => void;
  onRemove?: (id: string) => void;
}

export const MemberList = ({ members, labelledBy, onEdit, onRemove }: MemberListProps) => (
  <ul className="member-list" aria-labelledby={labelledBy}>
    {members.map((member) => (
      <li key={member.id} className="member-list__item card" data-member-id={member.id}>
        <div className="member-list__data">
          <p className="member-list__name">{memberName(member)}</p>
          <p className="member-list__detail">
            CUIT {member.nroTributario} · {formatPercent(member.porcentajeParticipacion)}
          </p>
          <p className="member-list__detail">{roles(member)}</p>
          <p className="member-list__detail">{member.email}</p>
        </div>
        {(onEdit || onRemove) && (
          <div className="member-list__actions">
            {onEdit && (
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Editar a ${memberName(member)}`}
                onClick={() => onEdit(member.id)}
              >
                Editar
              </button>
            )}
            {onRemove && (
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Eliminar a ${memberName(member)}`}
                onClick={() => onRemove(member.id)}
              >
                Eliminar
              </button>
            )}
          </div>
        )}
      </li>
    ))}
  </ul>
);
