// What every flow screen shows before its machine has a step to render: the record is loading, or
// it could not be read and the machine waits for flow.retry. One component so the texts, the live
// region and the retry button behave the same on every route.
/** The configuration could not be read and the catalogue keeps the user here (an expired session). */
export const CONFIGURACION_UNAVAILABLE = 'No pudimos cargar la configuración en este momento.';

export const FlowLoading = () => (
  <p className="route-loading" role="status">
    Cargando…
  </p>
);

type UnavailableProps = {
  message: string;
  onRetry: () => void;
  /** The screen's own heading, when the route has one even without data. */
  title?: string;
};

export const FlowUnavailable = ({ message, onRetry, title }: UnavailableProps) => (
  <section className="flow-status">
    {title ? <h1 className="data-form__title">{title}</h1> : null}
    <p>{message}</p>
    <button type="button" className="button button--secondary" onClick={onRetry}>
      Reintentar
    </button>
  </section>
);
