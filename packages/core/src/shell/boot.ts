// What the app sets up before its first screen (identity §7): the host table (the local rows built
// in, the bank's from the build's configuration) and the API on the backend of the host this page was
// served from. An unknown host, or a bad configuration, throws: the page shows that error instead of
// the app. The API module stays unloaded (config.ts holds the base URL only, issue 7).
import { configureApi } from '../api/config.ts';
import { configureHosts, resolveBaseUrl } from '../env/hosts.ts';

/** `hostsJson`: the build's VITE_ALTA_HOSTS; `hostname`: the page's own host. */
export const configureDeployment = (hostname: string, hostsJson: string | undefined): void => {
  configureHosts(hostsJson);
  configureApi({ baseUrl: resolveBaseUrl(hostname) });
};
