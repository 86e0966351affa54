// The one place that says which headers the app ships with; the static server and
// docs/production-headers.md must agree with it.

export const DEFAULT_BACKEND_ORIGIN = 'http://localhost:8090';

export function contentSecurityPolicy(backendOrigin: string = DEFAULT_BACKEND_ORIGIN): string {
  // The origin ends up inside a header: anything but a bare origin could smuggle in directives.
  if (URL.parse(backendOrigin)?.origin !== backendOrigin) {
    throw new Error(
      `BACKEND_ORIGIN must be a bare origin like http://localhost:8090, got "${backendOrigin}"`,
    );
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${backendOrigin}`,
    // Camera previews and captured selfies are shown from blob: URLs.
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(backendOrigin: string = DEFAULT_BACKEND_ORIGIN): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(backendOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The biometric steps need the camera; nothing needs the microphone or location.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  };
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
// index.html names the hashed bundles, so it must be revalidated on every visit.
export const REVALIDATE_CACHE = 'no-cache';
