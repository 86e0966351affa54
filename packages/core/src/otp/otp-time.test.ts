import { describe, expect, it } from 'vitest';
import { countdownMsFromHeader, formatCountdown, minutesFromMs } from './otp-time.ts';
import { extractOtpMessage } from './otp-message.ts';
import { parsePastedCode } from './otp.schema.ts';

describe('minutes helper', () => {
  it('turns a duration into whole minutes', () => {
    expect(minutesFromMs(60000)).toBe(1);
    expect(minutesFromMs(90000)).toBe(2);
    expect(minutesFromMs(480000)).toBe(8);
    expect(minutesFromMs(1)).toBe(1);
  });

  it('rejects values below 1 or above 480000', () => {
    expect(() => minutesFromMs(0)).toThrow(RangeError);
    expect(() => minutesFromMs(-5)).toThrow(RangeError);
    expect(() => minutesFromMs(480001)).toThrow(RangeError);
    expect(() => minutesFromMs(Number.NaN)).toThrow(RangeError);
  });

  it('reads the countdown from the header, or none when absent or out of range', () => {
    expect(countdownMsFromHeader('65000')).toBe(65000);
    expect(countdownMsFromHeader(null)).toBeNull();
    expect(countdownMsFromHeader('')).toBeNull();
    expect(countdownMsFromHeader('abc')).toBeNull();
    expect(countdownMsFromHeader('900000')).toBeNull();
  });

  it('formats m:ss for "Solicita otro en m:ss"', () => {
    expect(formatCountdown(65000)).toBe('1:05');
    expect(formatCountdown(9000)).toBe('0:09');
    expect(formatCountdown(480000)).toBe('8:00');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('code message and paste', () => {
  it('takes the text between the quotes after "el mensaje:"', () => {
    expect(extractOtpMessage('Error al validar, el mensaje: "El código ingresado es incorrecto"')).toBe(
      'El código ingresado es incorrecto',
    );
    expect(extractOtpMessage('Sin comillas')).toBeNull();
    expect(extractOtpMessage(undefined)).toBeNull();
  });

  it('accepts a paste only when the trimmed text is exactly 4 digits', () => {
    expect(parsePastedCode(' 4821 ')).toEqual(['4', '8', '2', '1']);
    expect(parsePastedCode('12345')).toBeNull();
    expect(parsePastedCode('12a4')).toBeNull();
    expect(parsePastedCode('')).toBeNull();
  });
});
