// Which backend a page talks to, chosen from the page's host. The table is data: to add one of the
// bank's internal hosts (development, test, pre-production, production), add a row below with the
// host name and its base URL, mark production with `production: true` and pre-production with
// `preProduction: true`, and add a test beside this file.

export interface HostEntry {
  readonly host: string;
  readonly baseUrl: string;
  readonly production?: boolean;
  /** Behaves as production where the spec says so (the front capture is for phones only). */
  readonly preProduction?: boolean;
  /** Local hosts let the start button stay enabled (journey §5). */
  readonly local?: boolean;
}

const LOCAL_BACKEND = 'http://localhost:8090/onboarding-empresas/v1';

export const HOSTS: readonly HostEntry[] = [
  { host: 'localhost', baseUrl: LOCAL_BACKEND, local: true },
  { host: '127.0.0.1', baseUrl: LOCAL_BACKEND, local: true },
];

export class UnknownHostError extends Error {
  constructor(readonly host: string) {
    super(
      `El host "${host}" no está en la lista de entornos conocidos. Usá localhost para desarrollo local.`,
    );
    this.name = 'UnknownHostError';
  }
}

export const hostEntry = (host: string, table: readonly HostEntry[] = HOSTS): HostEntry => {
  const entry = table.find((candidate) => candidate.host === host.toLowerCase());
  if (!entry) throw new UnknownHostError(host);
  return entry;
};

export const resolveBaseUrl = (host: string): string => hostEntry(host).baseUrl;
export const isLocalHost = (host: string): boolean => hostEntry(host).local === true;
export const isProductionHost = (host: string, table: readonly HostEntry[] = HOSTS): boolean =>
  hostEntry(host, table).production === true;

/**
 * Identity §2 screen 4: on the production and pre-production hosts the front capture is offered on
 * phones only (a computer gets the QR); everywhere else a computer may go on with its own camera.
 */
export const offersCaptureOnThisDevice = (
  host: string,
  mobile: boolean,
  table: readonly HostEntry[] = HOSTS,
): boolean => {
  const entry = hostEntry(host, table);
  return mobile || !(entry.production === true || entry.preProduction === true);
};
