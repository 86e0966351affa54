// Text comparison the way the bank's lookups do it: no accents, upper case, single spaces.
export const normalizar = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
