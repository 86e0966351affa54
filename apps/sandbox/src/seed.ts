// Fixed data the sandbox serves: the configuration call's answer and the captcha key.
export const AWS_CAPTCHA_KEY = 'sandbox-captcha-key';
export const API_KEY = 'sandbox-api-key';

type Option = { label: string; value: string };
type Actividad = Option & { message: string };

// Same values as the start form's activity, so the data forms can lock the activity already chosen.
const actividad: Actividad[] = [
  {
    value: 'NEGOCIOS_Y_PROFESIONALES',
    label: 'Negocios y Profesionales',
    message: 'Comercios, industrias, servicios y profesionales independientes.',
  },
  {
    value: 'AGRO_NYP',
    label: 'Agro',
    message: 'Producción agrícola, ganadera y actividades relacionadas con el campo.',
  },
];

const situacionGanancias: Option[] = [
  { label: 'Inscripto', value: 'INSCRIPTO' },
  { label: 'No inscripto', value: 'NO_INSCRIPTO' },
  { label: 'Exento', value: 'EXENTO' },
];

export const PROVINCIAS = [
  'CIUDAD AUTONOMA DE BUENOS AIRES',
  'BUENOS AIRES',
  'CATAMARCA',
  'CHACO',
  'CHUBUT',
  'CORDOBA',
  'CORRIENTES',
  'ENTRE RIOS',
  'FORMOSA',
  'JUJUY',
  'LA PAMPA',
  'LA RIOJA',
  'MENDOZA',
  'MISIONES',
  'NEUQUEN',
  'RIO NEGRO',
  'SALTA',
  'SAN JUAN',
  'SAN LUIS',
  'SANTA CRUZ',
  'SANTA FE',
  'SANTIAGO DEL ESTERO',
  'TIERRA DEL FUEGO',
  'TUCUMAN',
];

export const CONFIGURACION = {
  apiKey: API_KEY,
  awsCaptchaKey: AWS_CAPTCHA_KEY,
  cantidadIntegrantes: 10,
  porcentajeIntegrantes: 51,
  dominioBanco: 'bancoalta.com.ar',
  provincias: PROVINCIAS,
  personaFisica: {
    actividad,
    sexo: [
      { label: 'Masculino', value: 'M' },
      { label: 'Femenino', value: 'F' },
      { label: 'No Binario', value: 'X' },
    ],
    estadoCivil: [
      { label: 'Soltero/a', value: 'SOLTERO' },
      { label: 'Casado/a', value: 'CASADO' },
      { label: 'Divorciado/a', value: 'DIVORCIADO' },
      { label: 'Viudo/a', value: 'VIUDO' },
      { label: 'Unión convivencial', value: 'UNION_CONVIVENCIAL' },
    ],
    situacionIVA: [
      { label: 'Responsable Inscripto', value: 'RESPONSABLE_INSCRIPTO' },
      { label: 'Monotributo', value: 'MONOTRIBUTO' },
      { label: 'Exento', value: 'EXENTO' },
      { label: 'No alcanzado', value: 'NO_ALCANZADO' },
    ],
    situacionGanancias,
  },
  personaJuridica: {
    actividad,
    tipoSocietario: [
      { label: 'Sociedad Anónima', value: 'SA' },
      { label: 'Sociedad de Responsabilidad Limitada', value: 'SRL' },
      { label: 'Sociedad por Acciones Simplificada', value: 'SAS' },
      { label: 'Sociedad de Hecho', value: 'SH' },
    ],
    situacionIVA: [
      { label: 'Responsable Inscripto', value: 'RESPONSABLE_INSCRIPTO' },
      { label: 'Monotributo (Régimen Simplificado)', value: 'MONOTRIBUTO' },
      { label: 'Exento', value: 'EXENTO' },
    ],
    situacionGanancias,
  },
};
