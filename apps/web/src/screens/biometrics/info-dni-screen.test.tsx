import type { RequestDetail } from '@alta/core/api/solicitud';
import { member, pfSolicitud } from '@alta/core/testing/biometrics/biometrics.fixtures';
import { biometricsMachine } from '@alta/core/biometrics/biometrics.machine';
import { biometricsScreen } from '@alta/core/biometrics/biometrics-screen';
import { INERT_CAMERA, inertDetector } from '@alta/core/testing/capture/capture.fixtures';
import type { DocumentResult, FaceResult } from '@alta/core/capture/detector-port';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { InfoDniScreen } from './info-dni-screen.tsx';

afterEach(cleanup);

const start = async (solicitud: RequestDetail, device: 'desktop' | 'mobile' = 'desktop') => {
  const machine = biometricsMachine.provide({
    actors: { getSolicitud: fromPromise<RequestDetail, string>(async () => solicitud) },
  });
  const actor = createActor(machine, {
    input: {
      idSolicitud: 'sol-1',
      device,
      ports: {
        camera: INERT_CAMERA,
        documentDetector: inertDetector<DocumentResult>(),
        faceDetector: inertDetector<FaceResult>(),
      },
    },
  }).start();
  actor.send({ type: 'flow.start', personaFisica: true });
  await waitFor(actor, (s) => biometricsScreen(s, false) === 'infoDni');
  return actor;
};

describe('InfoDniScreen', () => {
  it('after an expired QR on a phone, asks to scan the computer QR again and offers no Continuar', async () => {
    const actor = createActor(biometricsMachine, {
      input: {
        idSolicitud: 'sol-1',
        device: 'mobile',
        ports: {
          camera: INERT_CAMERA,
          documentDetector: inertDetector<DocumentResult>(),
          faceDetector: inertDetector<FaceResult>(),
        },
      },
    }).start();
    const qr = {
      doc: '27234567891',
      idSolicitud: 'sol-1',
      timestamp: Date.now() - 91_000,
      genero: 'F',
      tipoPersona: 'FISICA' as const,
      qr: true as const,
    };
    actor.send({ type: 'flow.start', personaFisica: true, qr });
    expect(biometricsScreen(actor.getSnapshot(), false)).toBe('expiredQr');
    render(<InfoDniScreen actor={actor} expired />);
    expect(screen.getByText(/El código QR venció/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    actor.stop();
  });

  it('shows the tips and, on a desktop, the QR for a phone', async () => {
    const actor = await start(pfSolicitud());
    render(<InfoDniScreen actor={actor} />);
    expect(screen.getByText('Evitá sombras y reflejos sobre el DNI.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Código QR para continuar desde el celular' })).toBeTruthy();
    actor.stop();
  });

  it('has no QR on a phone (it is the phone)', async () => {
    const actor = await start(pfSolicitud(), 'mobile');
    render(<InfoDniScreen actor={actor} />);
    expect(screen.queryByRole('img', { name: 'Código QR para continuar desde el celular' })).toBeNull();
    actor.stop();
  });

  it('Continuar asks for the data consent first; only Acepto goes on to the front capture', async () => {
    const actor = await start(pfSolicitud());
    render(<InfoDniScreen actor={actor} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('dialog', { name: 'Consentimiento de uso de datos' })).toBeTruthy();
    expect(biometricsScreen(actor.getSnapshot(), false)).toBe('infoDni');
    await act(() => user.click(screen.getByRole('button', { name: 'Acepto' })));
    expect(actor.getSnapshot().hasTag('idCapture')).toBe(true);
    actor.stop();
  });

  it("without a gender in the request, Continuar asks for one ('Seleccione al menos una opción')", async () => {
    const actor = await start(pfSolicitud({}, member('27234567891', {}, { genero: null })));
    render(<InfoDniScreen actor={actor} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Seleccione al menos una opción')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Género'), 'X');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Acepto' })));
    expect(actor.getSnapshot().context.holder?.genero).toBe('X');
    actor.stop();
  });
});
