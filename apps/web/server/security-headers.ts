// The one place that says which headers the app ships with; the static server and
// docs/production-headers.md must agree with it.

export const DEFAULT_BACKEND_ORIGIN = 'http://localhost:8090';

/**
 * The face worker's built script (Vite names a worker's chunk after its source, face-worker.ts, plus a
 * content hash). A dedicated worker runs under the CSP of its own script's response, not the page's,
 * so this one file can be allowed to compile WebAssembly while the page and every other script cannot.
 */
export const FACE_WORKER_SCRIPT = /^\/assets\/face-worker-[\w-]+\.js$/;

/**
 * `scriptOrigins`: the origins of the configured tag-manager and survey scripts (core's
 * thirdPartyOrigins); empty unless a deployment configures them, so the default policy allows no
 * third party at all.
 * `wasm`: adds 'wasm-unsafe-eval' to script-src (WebAssembly compilation only, not JavaScript eval),
 * which TensorFlow.js's WebAssembly backend needs; only the face worker's script gets it.
 */
export function contentSecurityPolicy(
  backendOrigin: string = DEFAULT_BACKEND_ORIGIN,
  scriptOrigins: readonly string[] = [],
  { wasm = false }: { wasm?: boolean } = {},
): string {
  // One origin, or several separated by commas (the sandbox on localhost and on the LAN address,
  // `npm start -- --lan`). Each ends up inside a header: anything but a bare origin could smuggle
  // in directives.
  const backends = backendOrigin.split(',').map((origin) => origin.trim());
  for (const origin of backends) {
    if (URL.parse(origin)?.origin !== origin) {
      throw new Error(
        `BACKEND_ORIGIN must be bare origins like http://localhost:8090, got "${backendOrigin}"`,
      );
    }
  }
  for (const origin of scriptOrigins) {
    if (URL.parse(origin)?.origin !== origin) throw new Error(`not a bare script origin: "${origin}"`);
  }
  const third = scriptOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${wasm ? " 'wasm-unsafe-eval'" : ''}${third}`,
    "style-src 'self'",
    // Tag managers and surveys report through pixels and calls to their own origin.
    `img-src 'self' data: blob:${third}`,
    "font-src 'self'",
    `connect-src 'self' ${backends.join(' ')}${third}`,
    // Camera previews and captured selfies are shown from blob: URLs.
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(
  backendOrigin: string = DEFAULT_BACKEND_ORIGIN,
  scriptOrigins: readonly string[] = [],
  options: { wasm?: boolean } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(backendOrigin, scriptOrigins, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The biometric steps need the camera; nothing needs the microphone or location.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
    // frame-ancestors 'none' says it to current browsers; this says it to those without CSP level 2.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Sent only over HTTPS, by the production server (docs/production-headers.md): a year, subdomains
 * included. Browsers ignore it on plain http, so the local server does not send it.
 */
export const PRODUCTION_HTTPS_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
// index.html names the hashed bundles, so it must be revalidated on every visit.
export const REVALIDATE_CACHE = 'no-cache';

/** The headers for one request path: the face worker's script may compile WebAssembly, nothing else may. */
export function securityHeadersFor(
  backendOrigin: string = DEFAULT_BACKEND_ORIGIN,
  scriptOrigins: readonly string[] = [],
): (path: string) => Record<string, string> {
  const page = securityHeaders(backendOrigin, scriptOrigins);
  const faceWorker = securityHeaders(backendOrigin, scriptOrigins, { wasm: true });
  return (path) => (FACE_WORKER_SCRIPT.test(path) ? faceWorker : page);
}
