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
  confirming: boolean;
  onSelectSucursal: (codigo: string) => void;
  onSelectOficial: (codigo: string) => void;
  onSubmit: () => void;
}

export const SucursalScreen = ({
  sucursales,
  oficiales,
  seleccion,
  loadingSucursales,
  loadingOficiales,
  confirming,
  onSelectSucursal,
  onSelectOficial,
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
          <p className="sucursal__empty" role="alert">
            {NO_SUCURSALES_MESSAGE}
          </p>
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
