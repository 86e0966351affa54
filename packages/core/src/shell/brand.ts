// Who signs the footer (identity §2, §9). The spec names no bank, so the legal name is a placeholder
// to replace with the bank's registered name (docs/decisions.md).
export const BANK_NAME = 'Banco Pampa Sur';
export const BANK_LEGAL_NAME = 'Banco Pampa Sur S.A.';
export const COPYRIGHT_YEAR = 2025;
export const APP_VERSION = '1.6.4';

export const copyrightLine = (): string => `© ${COPYRIGHT_YEAR} ${BANK_LEGAL_NAME}`;
