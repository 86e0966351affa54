// The tax conditions both confirm payloads carry (journey §3), Ganancias and IVA: the forms ask for the
// condition only, so exemptions and reductions stay empty (and are stripped from the payload).
import * as v from 'valibot';

const situacion = {
  situacion: v.pipe(v.string(), v.nonEmpty()),
  exencion: v.optional(v.string()),
  exencionFecha: v.optional(v.string()),
  exencionPorcentaje: v.optional(v.number()),
};

export const taxConditionsSchema = {
  ganancias: v.strictObject(situacion),
  iva: v.strictObject({
    ...situacion,
    reduccionFecha: v.optional(v.string()),
    reduccionPorcentaje: v.optional(v.number()),
  }),
};

/** The payload's ganancias and iva from a data form's two conditions. */
export const taxConditions = (datos: { condicionGanancias: string; condicionIVA: string }) => ({
  ganancias: {
    situacion: datos.condicionGanancias,
    exencion: undefined,
    exencionFecha: undefined,
    exencionPorcentaje: undefined,
  },
  iva: {
    situacion: datos.condicionIVA,
    exencion: undefined,
    exencionFecha: undefined,
    exencionPorcentaje: undefined,
    reduccionFecha: undefined,
    reduccionPorcentaje: undefined,
  },
});
