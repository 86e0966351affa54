// Drafts (docs/decisions.md): what a step's form holds before it is confirmed to the server, kept in
// sessionStorage per step and per request so a reload of the page keeps it. The flow machines own
// them: they read a step's draft when the step opens, write it on each change the user makes (and on
// each change of its address block's check), and clear it once the server has the step; the branch
// child does the same for the branch choice. A draft never carries an ID image or a token, and a draft
// of another request reads as none.
import * as v from 'valibot';
import type { AddressInput } from '../address/address.schema.ts';
import type { PartialBranchChoice } from '../branch/branch.schema.ts';
import { DRAFT_KEYS, readItem, removeItem, writeItem } from './storage.ts';

const ADDRESS_KEYS = [
  'provincia',
  'localidad',
  'calle',
  'numero',
  'piso',
  'departamento',
  'codigoPostal',
] as const;

const addressDraftSchema = v.partial(
  v.object(Object.fromEntries(ADDRESS_KEYS.map((key) => [key, v.union([v.string(), v.number()])]))),
) as v.GenericSchema<Partial<AddressInput>>;

/** A data form's draft: its values (read back field by field) and whether its address had passed. */
const formDraftSchema = v.object({
  values: v.record(v.string(), v.union([v.string(), v.boolean(), v.number(), addressDraftSchema])),
  addressValidated: v.boolean(),
});
export interface FormDraft<T> {
  values: Partial<Omit<T, 'domicilio'>> & { domicilio?: Partial<AddressInput> };
  addressValidated: boolean;
}

const branchChoiceDraftSchema = v.object({
  sucursalCodigo: v.nullable(v.string()),
  oficialCodigo: v.nullable(v.string()),
});

const cardDeliveryDraftSchema = v.object({
  retiroSucursal: v.boolean(),
  domicilioEntrega: addressDraftSchema,
  addressValidated: v.boolean(),
});
export type CardDeliveryDraft = v.InferOutput<typeof cardDeliveryDraftSchema>;

/** The members typed on /integrantes, not sent yet (each is checked again when read back). */
const membersDraftSchema = v.object({
  members: v.array(v.looseObject({ id: v.string() })),
  nextId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const SCHEMAS = {
  datosPf: formDraftSchema,
  datosPj: formDraftSchema,
  sucursal: branchChoiceDraftSchema,
  envioTarjeta: cardDeliveryDraftSchema,
  integrantes: membersDraftSchema,
} as const;

export type DraftStep = keyof typeof SCHEMAS;
type DraftOf<S extends DraftStep> = v.InferOutput<(typeof SCHEMAS)[S]>;

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const saveDraft = <S extends DraftStep>(step: S, idSolicitud: string, draft: DraftOf<S>): void =>
  writeItem(DRAFT_KEYS[step], JSON.stringify({ idSolicitud, draft }));

/** The step's draft for this request; none when absent, of another request, or not of the step's shape. */
export const readDraft = <S extends DraftStep>(step: S, idSolicitud: string): DraftOf<S> | null => {
  const stored = parseJson(readItem(DRAFT_KEYS[step]));
  const parsed = v.safeParse(v.object({ idSolicitud: v.literal(idSolicitud), draft: SCHEMAS[step] }), stored);
  return parsed.success ? (parsed.output.draft as DraftOf<S>) : null;
};

export const clearDraft = (step: DraftStep): void => removeItem(DRAFT_KEYS[step]);

/**
 * A held draft follows its address block's check (passed, or undone by an edit), so a reload restores
 * the block as it was; without a draft nothing is written: the user has not typed on this step yet.
 */
export const keepDraftAddress = (
  step: 'datosPf' | 'datosPj' | 'envioTarjeta',
  idSolicitud: string,
  addressValidated: boolean,
): void => {
  const draft = readDraft(step, idSolicitud);
  if (draft && draft.addressValidated !== addressValidated)
    saveDraft(step, idSolicitud, { ...draft, addressValidated } as DraftOf<typeof step>);
};

const addressFrom = (base: AddressInput, draft: unknown): AddressInput => {
  const parsed = v.safeParse(addressDraftSchema, draft);
  if (!parsed.success) return base;
  const merged = { ...base };
  for (const key of ADDRESS_KEYS) {
    const value = parsed.output[key];
    if (value !== undefined) merged[key] = String(value);
  }
  return merged;
};

/**
 * The form's values with the draft laid over them: only fields the form has, of the same kind (text
 * or toggle), and never the locked ones, which stay what the server record says.
 */
export const applyFormDraft = <T extends { domicilio: AddressInput }>(
  base: T,
  draft: FormDraft<T>['values'] | Record<string, unknown> | null | undefined,
  locked: readonly PropertyKey[],
): T => {
  if (!draft) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(draft)) {
    if (!(key in base) || key === 'domicilio' || locked.includes(key)) continue;
    if (typeof value === typeof merged[key]) merged[key] = value;
  }
  merged.domicilio = locked.includes('domicilio')
    ? base.domicilio
    : addressFrom(base.domicilio, (draft as Record<string, unknown>).domicilio);
  return merged as T;
};

/** The fields a draft never overrides: what the server record says and the form shows read-only. */
export const lockedFields = (
  persona: 'fisica' | 'juridica',
  actividadLocked: boolean,
): ('nroTributario' | 'razonSocial' | 'franquicia' | 'actividad')[] => [
  'nroTributario',
  ...(persona === 'juridica' ? (['razonSocial', 'franquicia'] as const) : []),
  ...(actividadLocked ? (['actividad'] as const) : []),
];

/**
 * What a data form starts from: the flow's values (the record, or what was last sent) with the draft
 * laid over them, and whether its address block counts as validated (the draft says so; without a
 * draft, when the flow holds checked data, whose address had passed).
 */
export const formStart = <T extends { domicilio: AddressInput }>({
  values,
  draft,
  locked,
  checked,
}: {
  values: T;
  draft: FormDraft<T> | null;
  locked: readonly PropertyKey[];
  checked: boolean;
}): { values: T; addressValidated: boolean } => ({
  values: applyFormDraft(values, draft?.values, locked),
  addressValidated: draft ? draft.addressValidated : checked,
});

export interface CardDeliveryValues {
  retiroSucursal: boolean;
  domicilioEntrega: AddressInput;
}

/** What the card-delivery form starts from: its draft, else the delivery the flow holds, else a pick-up. */
export const cardDeliveryStart = (
  entrega: { retiroSucursal: true } | { retiroSucursal: false; domicilioEntrega: AddressInput } | null,
  draft: CardDeliveryDraft | null,
  empty: AddressInput,
): { values: CardDeliveryValues; addressValidated: boolean } => {
  if (draft)
    return {
      values: {
        retiroSucursal: draft.retiroSucursal,
        domicilioEntrega: addressFrom(empty, draft.domicilioEntrega),
      },
      addressValidated: draft.addressValidated,
    };
  if (entrega && !entrega.retiroSucursal)
    return {
      values: { retiroSucursal: false, domicilioEntrega: addressFrom(empty, entrega.domicilioEntrega) },
      addressValidated: true,
    };
  return { values: { retiroSucursal: true, domicilioEntrega: empty }, addressValidated: false };
};

// --- The home link's branch and officer (/{base64}) --------------------------------------------------

const preselectionSchema = v.object({ idSucursal: v.string(), idOficial: v.string() });

// Lives in preselection.ts so '/' can store it without this module's schemas (issue 7).
export { savePreselection } from './preselection.ts';

export const readPreselection = (): PartialBranchChoice | null => {
  const parsed = v.safeParse(preselectionSchema, parseJson(readItem(DRAFT_KEYS.preselection)));
  return parsed.success
    ? { sucursalCodigo: parsed.output.idSucursal, oficialCodigo: parsed.output.idOficial }
    : null;
};

/** The choice /sucursal starts from: its draft, else the one the record holds, else the home link's. */
export const branchChoiceStart = (
  draft: PartialBranchChoice | null,
  fromRecord: PartialBranchChoice,
  preselected: PartialBranchChoice,
): PartialBranchChoice => {
  if (draft?.sucursalCodigo) return draft;
  return fromRecord.sucursalCodigo ? fromRecord : preselected;
};

/** Once a branch is confirmed, neither the draft choice nor the link's preselection applies any more. */
export const clearBranchChoiceDrafts = (): void => {
  clearDraft('sucursal');
  removeItem(DRAFT_KEYS.preselection);
};
