// The sandbox's address check behind POST /validar-direccion: simple, deterministic rules that
// answer the catalogue's address codes for recognisable bad input (docs/sandbox.md lists them).
import { type AddressValidationPayload, CODIGO_POSTAL_PATTERN } from '@alta/core/address/address.schema';
import { ApiError } from './errors.ts';
import { PROVINCIAS } from './seed.ts';
import { normalizar } from './texto.ts';

/** Argentina's CPA letter per province. */
export const LETRA_PROVINCIA: Readonly<Record<string, string>> = {
  'CIUDAD AUTONOMA DE BUENOS AIRES': 'C',
  'BUENOS AIRES': 'B',
  CATAMARCA: 'K',
  CHACO: 'H',
  CHUBUT: 'U',
  CORDOBA: 'X',
  CORRIENTES: 'W',
  'ENTRE RIOS': 'E',
  FORMOSA: 'P',
  JUJUY: 'Y',
  'LA PAMPA': 'L',
  'LA RIOJA': 'F',
  MENDOZA: 'M',
  MISIONES: 'N',
  NEUQUEN: 'Q',
  'RIO NEGRO': 'R',
  SALTA: 'A',
  'SAN JUAN': 'J',
  'SAN LUIS': 'D',
  'SANTA CRUZ': 'Z',
  'SANTA FE': 'S',
  'SANTIAGO DEL ESTERO': 'G',
  'TIERRA DEL FUEGO': 'V',
  TUCUMAN: 'T',
};

/** A street or locality with this word does not exist: the way to make a check fail on purpose. */
export const PALABRA_INEXISTENTE = 'INEXISTENTE';
export const ALTURA_MAXIMA = 19999;

const falla = (code: string, message: string) => new ApiError(400, code, message);

/** 4-digit codes 1000–1499 are the city's; any other province uses 1500–9999. */
const codigoPostalDeLaProvincia = (codigoPostal: string, provincia: string): boolean => {
  if (/^\d{4}$/.test(codigoPostal)) {
    const n = Number(codigoPostal);
    return provincia === 'CIUDAD AUTONOMA DE BUENOS AIRES' ? n >= 1000 && n <= 1499 : n >= 1500;
  }
  return codigoPostal[0] === LETRA_PROVINCIA[provincia];
};

/** The first rule the address breaks, as the error the bank would answer; null when it is plausible. */
export const revisarDomicilio = (d: AddressValidationPayload): ApiError | null => {
  const provincia = normalizar(d.provincia);
  const localidad = normalizar(d.localidad);
  const calle = normalizar(d.calle);
  const numero = d.numero.trim();
  const codigoPostal = normalizar(d.codigoPostal);

  if (provincia === '') return falla('provincia_requerido', 'La provincia es obligatoria');
  if (!PROVINCIAS.includes(provincia)) return falla('ProvinciaError', 'La provincia ingresada no es válida');
  if (localidad.length < 3 || /\d/.test(localidad) || localidad.includes(PALABRA_INEXISTENTE)) {
    return falla('ErrorDomicilioLocalidad', 'La localidad ingresada no existe en la provincia');
  }
  if (calle.length < 4 || calle.length > 60 || !/[A-Z]/.test(calle) || calle.includes(PALABRA_INEXISTENTE)) {
    return falla('ErrorDomicilioCalle', 'La calle ingresada no existe en la localidad');
  }
  if (!/^\d+$/.test(numero) || Number(numero) < 1 || Number(numero) > ALTURA_MAXIMA) {
    return falla('ErrorDomicilioAltura', 'La altura ingresada no existe en la calle');
  }
  if (!CODIGO_POSTAL_PATTERN.test(codigoPostal) || !codigoPostalDeLaProvincia(codigoPostal, provincia)) {
    return falla('ErrorDomicilio', 'El código postal no corresponde a la provincia');
  }
  if (d.piso < 0 || d.piso > 50 || d.departamento.trim().length > 6) {
    return falla('ErrorDomicilio', 'El piso o el departamento no son válidos');
  }
  return null;
};
