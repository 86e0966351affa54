// A phone's tab that opened a fresh QR keeps going after a reload, even past the QR's 90 s (issue 24:
// a reload used to show 'El código QR venció…'). The tab notes which QR it opened (the request and the
// QR's drawing time, nothing of the person); sessionStorage dies with the tab, so another tab or
// phone scanning the same old QR is still refused (identity §5).
import type { QrPayload } from '../biometrics/qr-payload.ts';
import { DRAFT_KEYS, readItem, writeItem } from './storage.ts';

const fingerprint = (qr: Pick<QrPayload, 'idSolicitud' | 'timestamp'>) => `${qr.idSolicitud}:${qr.timestamp}`;

/** This tab opened this QR while it was valid. */
export const noteQrOpened = (qr: Pick<QrPayload, 'idSolicitud' | 'timestamp'>): void =>
  writeItem(DRAFT_KEYS.qrAbierto, fingerprint(qr));

/** Whether this tab already opened this very QR (a reload, or 'Reintentar' from an error page). */
export const qrOpenedHere = (qr: Pick<QrPayload, 'idSolicitud' | 'timestamp'>): boolean =>
  readItem(DRAFT_KEYS.qrAbierto) === fingerprint(qr);
