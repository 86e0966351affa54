import { describe, expect, it } from 'vitest';
import { ADDRESS_REQUIRED_MESSAGE } from '../address/address.schema.ts';
import { BIOMETRICS_SCHEMA_MESSAGES } from '../biometrics/biometrics.schema.ts';
import {
  branchUnavailable,
  codeUnavailable,
  dataFormUnavailable,
  cardDeliveryUnavailable,
  resumeSubmits,
  resumeUnavailable,
  startUnavailable,
  termsUnavailable,
  UNAVAILABLE_TEXTS,
} from './unavailable-reasons.ts';

describe('why a main button cannot be used yet', () => {
  it('never repeats what a press shows next to it (the address prompt, the terms toast)', () => {
    expect(UNAVAILABLE_TEXTS.address).not.toBe(ADDRESS_REQUIRED_MESSAGE);
    expect(UNAVAILABLE_TEXTS.terms).not.toBe(BIOMETRICS_SCHEMA_MESSAGES.aceptaTyC);
  });

  it('data forms: the fields first, then the address check, then nothing', () => {
    expect(dataFormUnavailable({ valid: false, addressValidated: false })).toBe(UNAVAILABLE_TEXTS.incomplete);
    expect(dataFormUnavailable({ valid: true, addressValidated: false })).toBe(UNAVAILABLE_TEXTS.address);
    expect(dataFormUnavailable({ valid: true, addressValidated: true })).toBeNull();
  });

  it('start: usable on a local host whatever the form; elsewhere fields, then the captcha', () => {
    expect(startUnavailable({ local: true, valid: false, captchaSolved: false })).toBeNull();
    expect(startUnavailable({ local: false, valid: false, captchaSolved: true })).toBe(
      UNAVAILABLE_TEXTS.incomplete,
    );
    expect(startUnavailable({ local: false, valid: true, captchaSolved: false })).toBe(
      UNAVAILABLE_TEXTS.captcha,
    );
    expect(startUnavailable({ local: false, valid: true, captchaSolved: true })).toBeNull();
  });

  it('resume, code, branch and terms name what is missing', () => {
    expect(resumeUnavailable(false)).toBe(UNAVAILABLE_TEXTS.captcha);
    expect(resumeUnavailable(true)).toBeNull();
    expect(cardDeliveryUnavailable({ retiroSucursal: true, addressValidated: false })).toBeNull();
    expect(cardDeliveryUnavailable({ retiroSucursal: false, addressValidated: false })).toBe(
      UNAVAILABLE_TEXTS.address,
    );
    expect(cardDeliveryUnavailable({ retiroSucursal: false, addressValidated: true })).toBeNull();
    expect(resumeSubmits({ captchaSolved: true, busy: false })).toBe(true);
    expect(resumeSubmits({ captchaSolved: false, busy: false })).toBe(false);
    expect(resumeSubmits({ captchaSolved: true, busy: true })).toBe(false);
    expect(codeUnavailable({ valid: false, locked: false })).toBe(UNAVAILABLE_TEXTS.code);
    expect(codeUnavailable({ valid: false, locked: true })).toBeNull();
    expect(branchUnavailable(false)).toBe(UNAVAILABLE_TEXTS.branch);
    expect(branchUnavailable(true)).toBeNull();
    expect(termsUnavailable(false)).toBe(UNAVAILABLE_TEXTS.terms);
    expect(termsUnavailable(true)).toBeNull();
  });
});
