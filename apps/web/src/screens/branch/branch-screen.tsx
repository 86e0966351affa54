// /onboarding-empresas/sucursal (journey §2): the branches of the legal address's province and
// locality, then a commercial officer of the chosen branch. The flow machine holds the lists and the
// choice; this screen renders them and sends what the user picks.
import type { Officer, PartialBranchChoice, Sucursal } from '@alta/core/branch/branch.schema';
import { isCompleteBranchChoice, NO_SUCURSALES_MESSAGE } from '@alta/core/branch/branch.schema';
import { branchUnavailable } from '@alta/core/shell/unavailable-reasons';
import { type ReactNode, useId } from 'react';
import { ActionButton } from '../../lib/action-button.tsx';
import './branch-screen.css';

export interface BranchScreenProps {
  sucursales: readonly Sucursal[];
  oficiales: readonly Officer[];
  seleccion: PartialBranchChoice;
  loadingSucursales: boolean;
  loadingOficiales: boolean;
  /** The chosen branch's officers could not be read: 'Reintentar' asks again. */
  officersFailed: boolean;
  confirming: boolean;
  onSelectBranch: (codigo: string) => void;
  onSelectOfficer: (codigo: string) => void;
  onRetryOfficers: () => void;
  /** Back to the data form, whose address gives the branches (no branch found for it). */
  onEditAddress: () => void;
  onSubmit: () => void;
}

export const OFICIALES_FAILED_MESSAGE = 'No pudimos cargar los oficiales de esta sucursal.';
export const RETRY_LABEL = 'Reintentar';
export const EDIT_ADDRESS_LABEL = 'Corregir el domicilio';

/** A problem with the lists, and the one thing that helps (another address, another try). */
const ListProblem = ({
  className,
  message,
  action,
  onAction,
}: {
  className: string;
  message: string;
  action: string;
  onAction: () => void;
}) => (
  <div className={className}>
    <p role="alert">{message}</p>
    <button type="button" className="button button--secondary" onClick={onAction}>
      {action}
    </button>
  </div>
);

/** One branch or officer to pick. */
const RadioOption = ({
  id,
  name,
  value,
  checked,
  onPick,
  describedBy,
  children,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  /** On a change, and on a click on the option already checked (a branch asks for its officers again). */
  onPick: (again: boolean) => void;
  describedBy?: string;
  children: ReactNode;
}) => (
  <>
    <input
      id={id}
      type="radio"
      name={name}
      value={value}
      checked={checked}
      aria-describedby={describedBy}
      onChange={() => onPick(false)}
      onClick={() => {
        if (checked) onPick(true);
      }}
    />
    <label htmlFor={id}>{children}</label>
  </>
);

export const BranchScreen = ({
  sucursales,
  oficiales,
  seleccion,
  loadingSucursales,
  loadingOficiales,
  officersFailed,
  confirming,
  onSelectBranch,
  onSelectOfficer,
  onRetryOfficers,
  onEditAddress,
  onSubmit,
}: BranchScreenProps) => {
  const headingId = useId();
  const idPrefix = useId();
  return (
    <section className="sucursal" aria-labelledby={headingId}>
      <h1 id={headingId} className="sucursal__title">
        Elegí tu sucursal
      </h1>
      <form
        className="sucursal__form card"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {loadingSucursales ? (
          <p role="status">Buscando sucursales…</p>
        ) : sucursales.length === 0 ? (
          <ListProblem
            className="sucursal__empty"
            message={NO_SUCURSALES_MESSAGE}
            action={EDIT_ADDRESS_LABEL}
            onAction={onEditAddress}
          />
        ) : (
          <fieldset className="field-group sucursal__list">
            <legend>Sucursal</legend>
            {sucursales.map((sucursal) => (
              <div key={sucursal.codigo} className="sucursal__option">
                <RadioOption
                  id={`${idPrefix}-s-${sucursal.codigo}`}
                  name="sucursal"
                  value={sucursal.codigo}
                  checked={seleccion.sucursalCodigo === sucursal.codigo}
                  describedBy={`${idPrefix}-d-${sucursal.codigo}`}
                  // A click on the branch already checked fires no change: it asks for its officers
                  // again when they failed (the machine ignores it otherwise).
                  onPick={() => onSelectBranch(sucursal.codigo)}
                >
                  <strong>{sucursal.nombre}</strong>
                </RadioOption>
                <span id={`${idPrefix}-d-${sucursal.codigo}`} className="sucursal__details">
                  {`${sucursal.domicilio}, ${sucursal.localidad}. ${sucursal.horario}. Tel. ${sucursal.telefono}`}
                </span>
              </div>
            ))}
          </fieldset>
        )}

        {seleccion.sucursalCodigo &&
          (loadingOficiales ? (
            <p role="status">Buscando oficiales…</p>
          ) : officersFailed ? (
            <ListProblem
              className="sucursal__retry"
              message={OFICIALES_FAILED_MESSAGE}
              action={RETRY_LABEL}
              onAction={onRetryOfficers}
            />
          ) : (
            oficiales.length > 0 && (
              <fieldset className="field-group sucursal__list">
                <legend>Oficial de cuenta</legend>
                {oficiales.map((oficial) => (
                  <div key={oficial.codigo} className="sucursal__option">
                    <RadioOption
                      id={`${idPrefix}-o-${oficial.codigo}`}
                      name="oficial"
                      value={oficial.codigo}
                      checked={seleccion.oficialCodigo === oficial.codigo}
                      onPick={(again) => {
                        if (!again) onSelectOfficer(oficial.codigo);
                      }}
                    >
                      {`${oficial.nombre} ${oficial.apellido}`}
                    </RadioOption>
                  </div>
                ))}
              </fieldset>
            )
          ))}

        <ActionButton
          type="submit"
          unavailable={branchUnavailable(isCompleteBranchChoice(seleccion))}
          busy={confirming}
        >
          Continuar
        </ActionButton>
      </form>
    </section>
  );
};
