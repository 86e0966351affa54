import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '../address/address.schema.ts';
import { NO_SELECCION } from '../branch/branch.schema.ts';
import type { PersonaFisicaFormInput } from '../persona-fisica/persona-fisica.schema.ts';
import { DOMICILIO, PF_FORM } from '../../testing/data-flow-fixtures.ts';
import {
  applyFormDraft,
  clearDraft,
  cardDeliveryStart,
  formStart,
  keepDraftAddress,
  readDraft,
  readPreselection,
  saveDraft,
  savePreselection,
  branchChoiceStart,
} from './drafts.ts';
import {
  DRAFT_KEYS,
  readItem,
  removeItem,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  writeItem,
} from './storage.ts';

afterEach(() => {
  for (const key of Object.values(DRAFT_KEYS)) removeItem(key);
});

const EMPTY_PF: PersonaFisicaFormInput = {
  ...PF_FORM,
  nombre: '',
  apellido: '',
  genero: '',
  estadoCivil: '',
  fechaNacimiento: '',
  condicionIVA: '',
  condicionGanancias: '',
  domicilio: EMPTY_ADDRESS,
};

describe('draft storage', () => {
  it('declares its keys beside the spec items, and nothing else is allowed', () => {
    expect(SESSION_STORAGE_KEYS).toEqual([...Object.values(STORAGE_KEYS), ...Object.values(DRAFT_KEYS)]);
    expect(new Set(SESSION_STORAGE_KEYS).size).toBe(SESSION_STORAGE_KEYS.length);
  });

  it('keeps a step draft per request: another request reads none', () => {
    saveDraft('sucursal', 'sol-1', { sucursalCodigo: '002', oficialCodigo: null });
    expect(readDraft('sucursal', 'sol-1')).toEqual({ sucursalCodigo: '002', oficialCodigo: null });
    expect(readDraft('sucursal', 'sol-9')).toBeNull();
    clearDraft('sucursal');
    expect(readDraft('sucursal', 'sol-1')).toBeNull();
  });

  it('reads a corrupt or foreign-shaped draft as none', () => {
    writeItem(DRAFT_KEYS.datosPf, '{not json');
    expect(readDraft('datosPf', 'sol-1')).toBeNull();
    writeItem(
      DRAFT_KEYS.envioTarjeta,
      JSON.stringify({ idSolicitud: 'sol-1', draft: { retiroSucursal: 'si' } }),
    );
    expect(readDraft('envioTarjeta', 'sol-1')).toBeNull();
  });

  it('stores the form as typed, no more', () => {
    saveDraft('datosPf', 'sol-1', { values: { nombre: 'Ana', pep: true }, addressValidated: false });
    expect(JSON.parse(readItem(DRAFT_KEYS.datosPf) ?? '')).toEqual({
      idSolicitud: 'sol-1',
      draft: { values: { nombre: 'Ana', pep: true }, addressValidated: false },
    });
  });
});

describe('restoring a data form', () => {
  it('lays typed values, selects and toggles over the record', () => {
    const draft = {
      values: { nombre: 'Ana', genero: 'X', pep: true, domicilio: { calle: 'Corrientes', numero: '1200' } },
      addressValidated: false,
    };
    const { values, addressValidated } = formStart({ values: EMPTY_PF, draft, locked: [], checked: false });
    expect(values).toMatchObject({ nombre: 'Ana', genero: 'X', pep: true, apellido: '' });
    expect(values.domicilio).toEqual({ ...EMPTY_ADDRESS, calle: 'Corrientes', numero: '1200' });
    expect(addressValidated).toBe(false);
  });

  it('never lets a draft override the locked fields the record holds', () => {
    const draft = { values: { nroTributario: '20999999990', actividad: 'AGRO_NYP', nombre: 'Ana' } };
    const merged = applyFormDraft(EMPTY_PF, draft.values, ['nroTributario', 'actividad']);
    expect(merged).toMatchObject({
      nroTributario: PF_FORM.nroTributario,
      actividad: PF_FORM.actividad,
      nombre: 'Ana',
    });
  });

  it('ignores fields the form does not have and values of the wrong kind', () => {
    const merged = applyFormDraft(
      EMPTY_PF,
      { frente: 'data:image/png;base64,AAA', pep: 'yes', nombre: 3 },
      [],
    );
    expect(merged).toEqual(EMPTY_PF);
  });

  it('counts the address as validated as the draft says, else when the flow holds checked data', () => {
    expect(formStart({ values: PF_FORM, draft: null, locked: [], checked: true }).addressValidated).toBe(
      true,
    );
    expect(formStart({ values: PF_FORM, draft: null, locked: [], checked: false }).addressValidated).toBe(
      false,
    );
    const draft = { values: { domicilio: { calle: 'Otra calle' } }, addressValidated: false };
    expect(formStart({ values: PF_FORM, draft, locked: [], checked: true }).addressValidated).toBe(false);
  });
});

describe('restoring the card delivery', () => {
  it('prefers the draft, then the confirmed delivery, then a pick-up', () => {
    const draft = {
      retiroSucursal: false,
      domicilioEntrega: { calle: 'Corrientes' },
      addressValidated: true,
    };
    expect(cardDeliveryStart(null, draft, EMPTY_ADDRESS)).toEqual({
      values: { retiroSucursal: false, domicilioEntrega: { ...EMPTY_ADDRESS, calle: 'Corrientes' } },
      addressValidated: true,
    });
    const delivery = { retiroSucursal: false as const, domicilioEntrega: { ...DOMICILIO, numero: 3253 } };
    expect(cardDeliveryStart(delivery, null, EMPTY_ADDRESS)).toEqual({
      values: { retiroSucursal: false, domicilioEntrega: DOMICILIO },
      addressValidated: true,
    });
    expect(cardDeliveryStart(null, null, EMPTY_ADDRESS)).toEqual({
      values: { retiroSucursal: true, domicilioEntrega: EMPTY_ADDRESS },
      addressValidated: false,
    });
  });
});

describe('the branch choice and the home link', () => {
  const record = { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' };
  const link = { sucursalCodigo: '003', oficialCodigo: 'OF-003-2' };

  it('starts from the draft, then the record, then the link', () => {
    expect(branchChoiceStart({ sucursalCodigo: '002', oficialCodigo: null }, record, link)).toEqual({
      sucursalCodigo: '002',
      oficialCodigo: null,
    });
    expect(branchChoiceStart(null, record, link)).toEqual(record);
    expect(branchChoiceStart(NO_SELECCION, NO_SELECCION, link)).toEqual(link);
  });

  it('keeps the link of the home page until a home without one', () => {
    savePreselection({ idSucursal: '003', idOficial: 'OF-003-2' });
    expect(readPreselection()).toEqual(link);
    savePreselection(null);
    expect(readPreselection()).toBeNull();
  });
});

describe('keepDraftAddress', () => {
  it("keeps a held draft's address check in step with its block, and writes nothing without a draft", () => {
    keepDraftAddress('datosPf', 'sol-1', true);
    expect(readDraft('datosPf', 'sol-1')).toBeNull();
    saveDraft('datosPf', 'sol-1', { values: { nombre: 'Juana' }, addressValidated: false });
    keepDraftAddress('datosPf', 'sol-1', true);
    expect(readDraft('datosPf', 'sol-1')).toEqual({ values: { nombre: 'Juana' }, addressValidated: true });
    saveDraft('envioTarjeta', 'sol-1', {
      retiroSucursal: false,
      domicilioEntrega: { calle: 'Corrientes' },
      addressValidated: true,
    });
    keepDraftAddress('envioTarjeta', 'sol-1', false);
    expect(readDraft('envioTarjeta', 'sol-1')).toEqual({
      retiroSucursal: false,
      domicilioEntrega: { calle: 'Corrientes' },
      addressValidated: false,
    });
  });
});
