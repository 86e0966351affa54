// The branches and officers the sandbox serves (journey §3 Branch; the officer's fields are ours).
// Every province has at least one branch; CABA and Buenos Aires have several localities.
import type { Officer, Sucursal } from '@alta/core/branch/branch.schema';
import { BANK_NAME } from '@alta/core/shell/brand';
import { normalizar } from './texto.ts';

const HORARIO = 'Lunes a viernes de 10 a 15 hs';

type Fila = [
  codigo: string,
  nombre: string,
  domicilio: string,
  localidad: string,
  partido: string,
  provincia: string,
  latitud: number,
  longitud: number,
  telefono: string,
  especializacion: string,
];

const CABA = 'CIUDAD AUTONOMA DE BUENOS AIRES';
const BA = 'BUENOS AIRES';

// biome-ignore format: one branch per line reads as a table
const FILAS: Fila[] = [
  ['001', 'Casa Central', 'Av. Corrientes 1200', 'SAN NICOLAS', 'COMUNA 1', CABA, -34.6037, -58.3816, '011 4000-0001', 'Pymes y Profesionales'],
  ['002', 'Palermo', 'Av. Santa Fe 3253', 'PALERMO', 'COMUNA 14', CABA, -34.5886, -58.4104, '011 4000-0002', 'Pymes'],
  ['003', 'Belgrano', 'Av. Cabildo 2040', 'BELGRANO', 'COMUNA 13', CABA, -34.5614, -58.4563, '011 4000-0003', 'Pymes y Profesionales'],
  ['004', 'Caballito', 'Av. Rivadavia 5100', 'CABALLITO', 'COMUNA 6', CABA, -34.6184, -58.4378, '011 4000-0004', 'Pymes'],
  ['005', 'Flores', 'Av. Rivadavia 6900', 'FLORES', 'COMUNA 7', CABA, -34.6285, -58.4636, '011 4000-0005', 'Comercios'],
  ['101', 'La Plata Centro', 'Calle 7 n.º 850', 'LA PLATA', 'LA PLATA', BA, -34.9205, -57.9536, '0221 400-0101', 'Pymes y Profesionales'],
  ['102', 'La Plata Tolosa', 'Calle 528 n.º 1500', 'LA PLATA', 'LA PLATA', BA, -34.8986, -57.9768, '0221 400-0102', 'Pymes'],
  ['103', 'Mar del Plata', 'Av. Colón 2500', 'MAR DEL PLATA', 'GENERAL PUEYRREDON', BA, -38.0055, -57.5426, '0223 400-0103', 'Pymes y Turismo'],
  ['104', 'Bahía Blanca', 'Av. Colón 150', 'BAHIA BLANCA', 'BAHIA BLANCA', BA, -38.7183, -62.2663, '0291 400-0104', 'Agro y Puerto'],
  ['105', 'San Isidro', 'Av. Centenario 300', 'SAN ISIDRO', 'SAN ISIDRO', BA, -34.4721, -58.5271, '011 4000-0105', 'Pymes y Profesionales'],
  ['106', 'Quilmes', 'Rivadavia 250', 'QUILMES', 'QUILMES', BA, -34.7206, -58.2546, '011 4000-0106', 'Pymes'],
  ['107', 'Morón', 'Av. Rivadavia 18000', 'MORON', 'MORON', BA, -34.6534, -58.6198, '011 4000-0107', 'Comercios'],
  ['108', 'Pergamino', 'San Nicolás 600', 'PERGAMINO', 'PERGAMINO', BA, -33.8895, -60.5736, '02477 40-0108', 'Agro'],
  ['109', 'Tandil', 'Pinto 700', 'TANDIL', 'TANDIL', BA, -37.3217, -59.1332, '0249 400-0109', 'Agro'],
  ['201', 'Catamarca', 'Sarmiento 600', 'SAN FERNANDO DEL VALLE DE CATAMARCA', 'CAPITAL', 'CATAMARCA', -28.4696, -65.7795, '0383 400-0201', 'Pymes'],
  ['211', 'Resistencia', 'Av. 25 de Mayo 400', 'RESISTENCIA', 'SAN FERNANDO', 'CHACO', -27.4514, -58.9867, '0362 400-0211', 'Agro'],
  ['221', 'Rawson', 'Av. San Martín 300', 'RAWSON', 'RAWSON', 'CHUBUT', -43.3002, -65.1023, '0280 400-0221', 'Pymes'],
  ['222', 'Comodoro Rivadavia', 'San Martín 800', 'COMODORO RIVADAVIA', 'ESCALANTE', 'CHUBUT', -45.8641, -67.4966, '0297 400-0222', 'Energía'],
  ['231', 'Córdoba Centro', '27 de Abril 250', 'CORDOBA', 'CAPITAL', 'CORDOBA', -31.4201, -64.1888, '0351 400-0231', 'Pymes y Profesionales'],
  ['232', 'Córdoba Cerro', 'Av. Rafael Núñez 4500', 'CORDOBA', 'CAPITAL', 'CORDOBA', -31.3745, -64.2339, '0351 400-0232', 'Pymes'],
  ['233', 'Río Cuarto', 'Constitución 900', 'RIO CUARTO', 'RIO CUARTO', 'CORDOBA', -33.1232, -64.3493, '0358 400-0233', 'Agro'],
  ['234', 'Villa María', 'Bv. España 200', 'VILLA MARIA', 'GENERAL SAN MARTIN', 'CORDOBA', -32.4075, -63.2402, '0353 400-0234', 'Agro'],
  ['241', 'Corrientes', 'Junín 1100', 'CORRIENTES', 'CAPITAL', 'CORRIENTES', -27.4692, -58.8306, '0379 400-0241', 'Agro'],
  ['251', 'Paraná', 'San Martín 700', 'PARANA', 'PARANA', 'ENTRE RIOS', -31.7319, -60.5238, '0343 400-0251', 'Agro'],
  ['261', 'Formosa', 'Av. 25 de Mayo 500', 'FORMOSA', 'FORMOSA', 'FORMOSA', -26.1775, -58.1781, '0370 400-0261', 'Pymes'],
  ['271', 'Jujuy', 'Belgrano 900', 'SAN SALVADOR DE JUJUY', 'DR. MANUEL BELGRANO', 'JUJUY', -24.1858, -65.2995, '0388 400-0271', 'Pymes'],
  ['281', 'Santa Rosa', 'Av. San Martín 100', 'SANTA ROSA', 'CAPITAL', 'LA PAMPA', -36.6203, -64.2906, '02954 40-0281', 'Agro'],
  ['291', 'La Rioja', 'Rivadavia 700', 'LA RIOJA', 'CAPITAL', 'LA RIOJA', -29.4131, -66.8558, '0380 400-0291', 'Pymes'],
  ['301', 'Mendoza', 'Av. San Martín 1100', 'MENDOZA', 'CAPITAL', 'MENDOZA', -32.8895, -68.8458, '0261 400-0301', 'Pymes y Vitivinicultura'],
  ['302', 'San Rafael', 'Av. Hipólito Yrigoyen 200', 'SAN RAFAEL', 'SAN RAFAEL', 'MENDOZA', -34.6177, -68.3301, '0260 400-0302', 'Agro'],
  ['311', 'Posadas', 'Bolívar 1900', 'POSADAS', 'CAPITAL', 'MISIONES', -27.3671, -55.8961, '0376 400-0311', 'Agro'],
  ['321', 'Neuquén', 'Av. Argentina 200', 'NEUQUEN', 'CONFLUENCIA', 'NEUQUEN', -38.9516, -68.0591, '0299 400-0321', 'Energía'],
  ['331', 'Viedma', 'Buenos Aires 100', 'VIEDMA', 'ADOLFO ALSINA', 'RIO NEGRO', -40.8135, -62.9967, '02920 40-0331', 'Pymes'],
  ['332', 'Bariloche', 'Mitre 400', 'SAN CARLOS DE BARILOCHE', 'BARILOCHE', 'RIO NEGRO', -41.1335, -71.3103, '0294 400-0332', 'Turismo'],
  ['341', 'Salta', 'España 600', 'SALTA', 'CAPITAL', 'SALTA', -24.7821, -65.4232, '0387 400-0341', 'Agro'],
  ['351', 'San Juan', 'Av. José Ignacio de la Roza 200', 'SAN JUAN', 'CAPITAL', 'SAN JUAN', -31.5375, -68.5364, '0264 400-0351', 'Minería'],
  ['361', 'San Luis', 'Rivadavia 600', 'SAN LUIS', 'JUAN MARTIN DE PUEYRREDON', 'SAN LUIS', -33.3017, -66.3378, '0266 400-0361', 'Pymes'],
  ['371', 'Río Gallegos', 'Av. Roca 900', 'RIO GALLEGOS', 'GUER AIKE', 'SANTA CRUZ', -51.623, -69.2168, '02966 40-0371', 'Pymes'],
  ['381', 'Santa Fe', 'San Martín 2300', 'SANTA FE', 'LA CAPITAL', 'SANTA FE', -31.6333, -60.7, '0342 400-0381', 'Pymes'],
  ['382', 'Rosario Centro', 'Córdoba 1400', 'ROSARIO', 'ROSARIO', 'SANTA FE', -32.9468, -60.6393, '0341 400-0382', 'Pymes y Profesionales'],
  ['383', 'Rosario Fisherton', 'Av. Eva Perón 8000', 'ROSARIO', 'ROSARIO', 'SANTA FE', -32.9283, -60.7386, '0341 400-0383', 'Agro'],
  ['384', 'Rafaela', 'Bv. Santa Fe 300', 'RAFAELA', 'CASTELLANOS', 'SANTA FE', -31.2503, -61.4867, '03492 40-0384', 'Agro'],
  ['391', 'Santiago del Estero', 'Av. Belgrano 500', 'SANTIAGO DEL ESTERO', 'CAPITAL', 'SANTIAGO DEL ESTERO', -27.7951, -64.2615, '0385 400-0391', 'Agro'],
  ['401', 'Ushuaia', 'San Martín 400', 'USHUAIA', 'USHUAIA', 'TIERRA DEL FUEGO', -54.8019, -68.303, '02901 40-0401', 'Pymes'],
  ['411', 'Tucumán', '24 de Septiembre 600', 'SAN MIGUEL DE TUCUMAN', 'CAPITAL', 'TUCUMAN', -26.8083, -65.2176, '0381 400-0411', 'Agro'],
];

export const SUCURSALES: readonly Sucursal[] = FILAS.map(
  ([
    codigo,
    nombre,
    domicilio,
    localidad,
    partido,
    provincia,
    latitud,
    longitud,
    telefono,
    especializacion,
  ]) => ({
    banco: BANK_NAME,
    codigo,
    domicilio,
    especializacion,
    horario: HORARIO,
    latitud,
    longitud,
    nombre,
    partido,
    localidad,
    provincia,
    telefono,
  }),
);

const NOMBRES: [string, string][] = [
  ['Laura', 'Gómez'],
  ['Martín', 'Fernández'],
  ['Sofía', 'Rodríguez'],
  ['Diego', 'López'],
  ['Valeria', 'Martínez'],
  ['Pablo', 'García'],
  ['Carolina', 'Sánchez'],
  ['Javier', 'Romero'],
  ['Florencia', 'Díaz'],
  ['Gustavo', 'Álvarez'],
  ['Natalia', 'Torres'],
];

/** Two officers per branch: OF-{branch}-1 and OF-{branch}-2. */
export const oficialesDe = (codigoSucursal: string): Officer[] => {
  const index = SUCURSALES.findIndex((s) => s.codigo === codigoSucursal);
  if (index < 0) return [];
  return [1, 2].map((n) => {
    const [nombre, apellido] = NOMBRES[(index * 2 + n - 1) % NOMBRES.length] as [string, string];
    const usuario = normalizar(`${nombre[0]}${apellido}`).toLowerCase().replace(/\s/g, '');
    return { codigo: `OF-${codigoSucursal}-${n}`, nombre, apellido, email: `${usuario}@bancoalta.com.ar` };
  });
};

const CABA_COMO_LOCALIDAD = ['', CABA, 'CABA', 'CAPITAL FEDERAL', 'CIUDAD DE BUENOS AIRES'];

/**
 * The branches of a province whose locality or partido is the one asked for (accents and case do not
 * matter). No locality means the whole province; in CABA the city's own name does too.
 */
export const buscarSucursales = (provincia: string, localidad: string): Sucursal[] => {
  const p = normalizar(provincia);
  const l = normalizar(localidad);
  const enProvincia = SUCURSALES.filter((s) => s.provincia === p);
  if (l === '' || (p === CABA && CABA_COMO_LOCALIDAD.includes(l))) return enProvincia;
  return enProvincia.filter((s) => s.localidad === l || normalizar(s.partido) === l);
};
