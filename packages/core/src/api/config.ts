// Where the API lives, set once at start-up. Apart from the client so the app can configure it
// without loading ky on the first paint (issue 7); client.ts reads it on the first call.

export interface ApiConfig {
  baseUrl: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Injected in tests; document.cookie otherwise. */
  readCookies?: () => string;
}

let config: ApiConfig | null = null;

export const configureApi = (next: ApiConfig): void => {
  config = next;
};

export const apiConfig = (): ApiConfig | null => config;
