// Which backend a page talks to, chosen from the page's host (identity §7). The table is data: the
// local rows are built in; the bank's hosts (development, test, pre-production, production) come from
// configuration at build time (VITE_ALTA_HOSTS, README "Environments"), so a deployment adds its
// hosts without a code change. Production and pre-production are known by host name only: a row's
// environment.
import * as v from 'valibot';

export const ENVIRONMENTS = ['local', 'development', 'test', 'preProduction', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * `environment` says everything else: production and pre-production keep the front capture for
 * phones (identity §2 screen 4); local hosts let the start button stay enabled (journey §5).
 */
export interface HostEntry {
  readonly host: string;
  readonly baseUrl: string;
  readonly environment: Environment;
}

const LOCAL_BACKEND = 'http://localhost:8090/onboarding-empresas/v1';
export const API_PATH = '/onboarding-empresas/v1';

export const LOCAL_HOSTS: readonly HostEntry[] = [
  { host: 'localhost', baseUrl: LOCAL_BACKEND, environment: 'local' },
  { host: '127.0.0.1', baseUrl: LOCAL_BACKEND, environment: 'local' },
];

/** One configured host: its name, its environment, and its API when not on the page's own host. */
const configuredHostSchema = v.object({
  host: v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+$/, 'host: a bare host name')),
  environment: v.picklist(ENVIRONMENTS),
  baseUrl: v.optional(v.pipe(v.string(), v.url())),
});
const configSchema = v.array(configuredHostSchema);

/**
 * The rows a configuration adds, e.g.
 * `[{"host":"empresas.bank.example","environment":"production"}]`. Without a baseUrl the API is on the
 * page's own host (https://{host}/onboarding-empresas/v1), as the spec says. A bad configuration
 * fails loudly, naming what is wrong.
 */
export const hostsFromConfig = (json: string | undefined): HostEntry[] => {
  if (!json?.trim()) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new Error(`VITE_ALTA_HOSTS is not JSON: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(configSchema, raw);
  if (!parsed.success) {
    throw new Error(`VITE_ALTA_HOSTS: ${parsed.issues.map((issue) => issue.message).join('; ')}`);
  }
  return parsed.output.map(({ host, environment, baseUrl }) => ({
    host,
    environment,
    baseUrl: baseUrl ?? `https://${host}${API_PATH}`,
  }));
};

let table: readonly HostEntry[] = LOCAL_HOSTS;

/** The page's table: the local rows and the configured ones (set once, at startup, by main.tsx). */
export const configureHosts = (json: string | undefined): void => {
  table = [...LOCAL_HOSTS, ...hostsFromConfig(json)];
};

/** The current table (local rows until configureHosts runs). */
export const knownHosts = (): readonly HostEntry[] => table;

export class UnknownHostError extends Error {
  constructor(readonly host: string) {
    super(
      `El host "${host}" no está en la lista de entornos conocidos. Usá localhost para desarrollo local.`,
    );
    this.name = 'UnknownHostError';
  }
}

export const hostEntry = (host: string, hosts: readonly HostEntry[] = table): HostEntry => {
  const entry = hosts.find((candidate) => candidate.host === host.toLowerCase());
  if (!entry) throw new UnknownHostError(host);
  return entry;
};

export const resolveBaseUrl = (host: string): string => hostEntry(host).baseUrl;
export const isLocalHost = (host: string): boolean => hostEntry(host).environment === 'local';
export const isProductionHost = (host: string, hosts: readonly HostEntry[] = table): boolean =>
  hostEntry(host, hosts).environment === 'production';

/**
 * Identity §2 screen 4: on the production and pre-production hosts the front capture is offered on
 * phones only (a computer gets the QR); everywhere else a computer may go on with its own camera.
 */
export const offersCaptureOnThisDevice = (
  host: string,
  mobile: boolean,
  hosts: readonly HostEntry[] = table,
): boolean => {
  const { environment } = hostEntry(host, hosts);
  return mobile || !(environment === 'production' || environment === 'preProduction');
};
