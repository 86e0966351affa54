// A fetch for ky that sends through XMLHttpRequest, whose upload events give the real progress of
// the multipart POST /documentacion. ky's own onUploadProgress streams the body (duplex 'half'),
// which Chromium refuses over HTTP/1.1 ('Failed to fetch'): the sandbox, and any bank host not on
// HTTP/2, would never receive the files. Used only where XMLHttpRequest exists (the browser); Node
// keeps ky's stream, which undici sends over HTTP/1.1.

/** The names and values of a raw `getAllResponseHeaders()` block. */
export const parseResponseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/** Statuses whose answer must have no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

export const hasXhr = (): boolean => typeof globalThis.XMLHttpRequest === 'function';

/**
 * A fetch whose upload reports whole percentages (0–100) as bytes leave. The body is read from the
 * Request ky built (multipart with its boundary) and handed to XMLHttpRequest as it is; credentials,
 * headers and the abort signal are carried over.
 */
export const xhrFetch =
  (onProgress: (percent: number) => void): typeof fetch =>
  async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.upload.onload = () => onProgress(100);
      xhr.onload = () => {
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY.has(status) ? null : (xhr.response as Blob | null), {
            status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // Same error fetch gives for no answer, so ky and call() treat it alike (ApiError status 0).
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (request.signal.aborted) {
        xhr.abort();
        return;
      }
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
