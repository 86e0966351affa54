// /onboarding-empresas/sucursal (journey §2): the branches of the legal address's province and
// locality, then a commercial officer of the chosen branch. The flow machine holds the lists and the
// choice; this screen renders them and sends what the user picks.
import type { Oficial, SeleccionParcial, Sucursal } from '@alta/core/branch/branch.schema';
import { isCompleteSeleccion, NO_SUCURSALES_MESSAGE } from '@alta/core/branch/branch.schema';
import { branchUnavailable } from '@alta/core/shell/unavailable-reasons';
import { useId } from 'react';
import { ActionButton } from '../../lib/action-button.tsx';
import './sucursal-screen.css';

export interface SucursalScreenProps {
  sucursales: readonly Sucursal[];
  oficiales: readonly Oficial[];
  seleccion: SeleccionParcial;
  loadingSucursales: boolean;
  loadingOficiales: boolean;
  /** The chosen branch's officers could not be read: 'Reintentar' asks again. */
  oficialesFailed: boolean;
  confirming: boolean;
  onSelectSucursal: (codigo: string) => void;
  onSelectOficial: (codigo: string) => void;
  onRetryOficiales: () => void;
  /** Back to the data form, whose address gives the branches (no branch found for it). */
  onEditAddress: () => void;
  onSubmit: () => void;
}

export const OFICIALES_FAILED_MESSAGE = 'No pudimos cargar los oficiales de esta sucursal.';
export const RETRY_LABEL = 'Reintentar';
export const EDIT_ADDRESS_LABEL = 'Corregir el domicilio';

export const SucursalScreen = ({
  sucursales,
  oficiales,
  seleccion,
  loadingSucursales,
  loadingOficiales,
  oficialesFailed,
  confirming,
  onSelectSucursal,
  onSelectOficial,
  onRetryOficiales,
  onEditAddress,
  onSubmit,
}: SucursalScreenProps) => {
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
          <div className="sucursal__empty">
            <p role="alert">{NO_SUCURSALES_MESSAGE}</p>
            <button type="button" className="button button--secondary" onClick={onEditAddress}>
              {EDIT_ADDRESS_LABEL}
            </button>
          </div>
        ) : (
          <fieldset className="field-group sucursal__list">
            <legend>Sucursal</legend>
            {sucursales.map((sucursal) => (
              <div key={sucursal.codigo} className="sucursal__option">
                <input
                  id={`${idPrefix}-s-${sucursal.codigo}`}
                  type="radio"
                  name="sucursal"
                  value={sucursal.codigo}
                  checked={seleccion.sucursalCodigo === sucursal.codigo}
                  aria-describedby={`${idPrefix}-d-${sucursal.codigo}`}
                  onChange={() => onSelectSucursal(sucursal.codigo)}
                  // A click on the branch already checked fires no change: it asks for its officers
                  // again when they failed (the machine ignores it otherwise).
                  onClick={() => {
                    if (seleccion.sucursalCodigo === sucursal.codigo) onSelectSucursal(sucursal.codigo);
                  }}
                />
                <label htmlFor={`${idPrefix}-s-${sucursal.codigo}`}>
                  <strong>{sucursal.nombre}</strong>
                </label>
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
          ) : oficialesFailed ? (
            <div className="sucursal__retry">
              <p role="alert">{OFICIALES_FAILED_MESSAGE}</p>
              <button type="button" className="button button--secondary" onClick={onRetryOficiales}>
                {RETRY_LABEL}
              </button>
            </div>
          ) : (
            oficiales.length > 0 && (
              <fieldset className="field-group sucursal__list">
                <legend>Oficial de cuenta</legend>
                {oficiales.map((oficial) => (
                  <div key={oficial.codigo} className="sucursal__option">
                    <input
                      id={`${idPrefix}-o-${oficial.codigo}`}
                      type="radio"
                      name="oficial"
                      value={oficial.codigo}
                      checked={seleccion.oficialCodigo === oficial.codigo}
                      onChange={() => onSelectOficial(oficial.codigo)}
                    />
                    <label htmlFor={`${idPrefix}-o-${oficial.codigo}`}>
                      {`${oficial.nombre} ${oficial.apellido}`}
                    </label>
                  </div>
                ))}
              </fieldset>
            )
          ))}

        <ActionButton
          type="submit"
          unavailable={branchUnavailable(isCompleteSeleccion(seleccion))}
          busy={confirming}
        >
          Continuar
        </ActionButton>
      </form>
    </section>
  );
};
