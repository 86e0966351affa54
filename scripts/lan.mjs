// `npm start -- --lan`: serve on this machine's address on the local network, so a phone on the same
// network opens what the computer's QR shows (README "A phone on the same network"). The page's host
// must be in the app's host table (a build-time row, environment local, API on the same host at the
// sandbox's port), the sandbox must let that origin call it (CORS), and the web server's CSP must let
// the page call the sandbox there.
import { networkInterfaces } from 'node:os';
import { SANDBOX_BASE_PATH } from './servers.mjs';

/** The LAN host of the e2e run: a name the hand-off spec's browser resolves to this machine. */
export const LAN_TEST_HOST = 'alta-lan.test';

/** The first IPv4 address that is not the machine's own loopback, or null. */
export function lanAddress(interfaces = networkInterfaces()) {
  for (const list of Object.values(interfaces)) {
    for (const entry of list ?? []) {
      if ((entry.family === 'IPv4' || entry.family === 4) && !entry.internal) return entry.address;
    }
  }
  return null;
}

/** `--lan` alone: this machine's address; `--lan=HOST`: that host name or address. */
export function lanHostFromArgs(args, findAddress = lanAddress) {
  const flag = args.find((arg) => arg === '--lan' || arg.startsWith('--lan='));
  if (!flag) return null;
  const host = flag === '--lan' ? findAddress() : flag.slice('--lan='.length);
  if (!host) throw new Error('--lan: this machine has no network address besides loopback; pass --lan=HOST');
  if (!/^[a-z0-9.-]+$/i.test(host))
    throw new Error(`--lan: "${host}" is not a bare host name or IPv4 address`);
  return host.toLowerCase();
}

/**
 * What the build and the two servers need for pages served on `host` too: the host-table row added
 * to any VITE_ALTA_HOSTS already set, the web origin for the sandbox's CORS, and the sandbox origin
 * for the page's CSP.
 */
export function lanSettings(host, { webPort, sandboxPort, configuredHosts = process.env.VITE_ALTA_HOSTS }) {
  const rows = configuredHosts?.trim() ? JSON.parse(configuredHosts) : [];
  const sandboxOrigin = `http://${host}:${sandboxPort}`;
  return {
    hostsJson: JSON.stringify([
      ...rows,
      { host, environment: 'local', baseUrl: `${sandboxOrigin}${SANDBOX_BASE_PATH}` },
    ]),
    webOrigin: `http://${host}:${webPort}`,
    sandboxOrigin,
  };
}
