import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { INERT_CAMERA, inertDetector } from '../../testing/capture/capture.fixtures.ts';
import type { DocumentResult, FaceResult } from '../capture/detector-port.ts';
import { biometricsMachine } from './biometrics.machine.ts';
import { biometricsScreen, captureToPrepare, infoDniOffers } from './biometrics-screen.ts';
import type { BiometricsTag } from './biometrics.types.ts';

const tagged = (...tags: BiometricsTag[]) => ({ hasTag: (tag: BiometricsTag) => tags.includes(tag) });

describe('biometricsScreen', () => {
  it('shows info-dni, or the device choice at the flow base, or the expired QR anywhere', () => {
    expect(biometricsScreen(tagged('infoDni', 'prepareDocument'), false)).toBe('infoDni');
    expect(biometricsScreen(tagged('infoDni', 'prepareDocument'), true)).toBe('deviceChoice');
    expect(biometricsScreen(tagged('infoDni', 'qrExpired'), true)).toBe('expiredQr');
  });

  it('names the other pages by their tag, and waits on the rest', () => {
    expect(biometricsScreen(tagged('idCapture'), true)).toBe('idCapture');
    expect(biometricsScreen(tagged('selfieIntro', 'prepareFace'), false)).toBe('selfieInfo');
    expect(biometricsScreen(tagged('selfiePreview', 'busy'), false)).toBe('selfiePreview');
    expect(biometricsScreen(tagged('unavailable'), false)).toBe('unavailable');
    expect(biometricsScreen(tagged('busy'), false)).toBe('loading');
  });

  it('prepares the document detector on info-dni, the face detector on the intros', () => {
    expect(captureToPrepare(tagged('infoDni', 'prepareDocument'))).toBe('document');
    expect(captureToPrepare(tagged('backIntro', 'prepareFace'))).toBe('face');
    expect(captureToPrepare(tagged('infoDni', 'qrExpired'))).toBeNull();
  });
});

describe('infoDniOffers', () => {
  it('shows the QR on a computer only; Continuar as the host allows (env/hosts.ts)', () => {
    expect(infoDniOffers({ device: 'desktop' }, 'localhost')).toEqual({ qr: true, continueHere: true });
    expect(infoDniOffers({ device: 'mobile' }, 'localhost')).toEqual({ qr: false, continueHere: true });
  });
});

describe('the flow started from its input', () => {
  it('starts on its own with the entry the page gave, as flow.start would', async () => {
    const now = 1_700_000_000_000;
    const qr = {
      doc: '27234567891',
      idSolicitud: 'sol-1',
      genero: 'F',
      tipoPersona: 'FISICA' as const,
      qr: true as const,
      timestamp: now,
    };
    const actor = createActor(biometricsMachine, {
      input: {
        idSolicitud: 'sol-1',
        entry: { personaFisica: true, qr },
        device: 'mobile',
        ports: {
          camera: INERT_CAMERA,
          documentDetector: inertDetector<DocumentResult>(),
          faceDetector: inertDetector<FaceResult>(),
        },
        now: () => now,
      },
    }).start();
    // A tick later, once the page that started it listens.
    expect(biometricsScreen(actor.getSnapshot(), false)).toBe('loading');
    await waitFor(actor, (s) => biometricsScreen(s, false) === 'infoDni');
    expect(actor.getSnapshot().context.holder?.nroDocumento).toBe('23456789');
    actor.stop();
  });
});
