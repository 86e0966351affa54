// /estado-integrantes/:idSolicitud (identity §2 screen 12, §4, §8): the members who must validate
// their identity, with their role, biometric status and action ('Iniciar Biometria' opens info-dni
// for that member: the tax number travels in the route state). The list is read again while someone
// is pending (the machine).
import { MEMBER_STATUS_TEXTS, memberRows } from '@alta/core/biometrics/member-status';
import { memberStatusMachine } from '@alta/core/biometrics/member-status.machine';
import { paths } from '@alta/core/routes';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import './member-status.css';

const COLUMNS = MEMBER_STATUS_TEXTS.columns;

const MemberStatus = ({ idSolicitud }: { idSolicitud: string }) => {
  const actor = useActorRef(memberStatusMachine, { input: { idSolicitud } });
  const view = useSelector(actor, (s) =>
    s.hasTag('loading') ? 'loading' : s.hasTag('unavailable') ? 'failed' : 'ready',
  );
  const members = useSelector(actor, (s) => s.context.members);
  const rows = memberRows(members);

  return (
    <section className="member-status">
      <h1 className="member-status__title">Validación de identidad de los integrantes</h1>
      {view === 'loading' && (
        <p className="route-loading" role="status">
          {MEMBER_STATUS_TEXTS.loading}
        </p>
      )}
      {view === 'failed' && (
        <p className="member-status__error" role="alert">
          {MEMBER_STATUS_TEXTS.servicesError}
        </p>
      )}
      {view === 'ready' && (
        <div className="member-status__scroll">
          <table className="member-status__table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                // Each cell carries its column's name for the narrow layout, where a row is a card and the
                // header row is hidden (member-status.css).
                <tr key={row.nroTributario}>
                  <th scope="row" data-label={COLUMNS[0]}>
                    {row.nombre}
                  </th>
                  <td data-label={COLUMNS[1]}>{row.rol}</td>
                  <td data-label={COLUMNS[2]}>{row.estado}</td>
                  <td data-label={COLUMNS[3]}>
                    {row.action.kind === 'start' ? (
                      <Link
                        href={paths.biometricInfoDni}
                        state={{ nroTributario: row.action.nroTributario, idSolicitud }}
                        className="button button--primary"
                      >
                        {row.action.label}
                      </Link>
                    ) : (
                      row.action.text
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

const MemberStatusScreen = ({ params }: { params: { idSolicitud: string } }) => (
  <MemberStatus key={params.idSolicitud} idSolicitud={params.idSolicitud} />
);

export default MemberStatusScreen;
