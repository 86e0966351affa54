import { fakeCamera } from '@alta/core/testing/capture/fake-camera';
import { DOC, fakeDocumentDetector } from '@alta/core/testing/capture/fake-detectors';
import { idCaptureMachine } from '@alta/core/capture/id-capture.machine';
import type { DocumentResult } from '@alta/core/capture/detector-port';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { isIn } from '../../../testing/machine-state.ts';
import { IdCaptureView } from './id-capture-view.tsx';

afterEach(cleanup);

const run = (script: readonly DocumentResult[], camera = fakeCamera()) =>
  createActor(idCaptureMachine, {
    input: { side: 'front', device: 'desktop', camera, detector: fakeDocumentDetector(script) },
  }).start();

const frame = (container: HTMLElement) => container.querySelector('.capture__frame');

describe('IdCaptureView', () => {
  it('frames the card amber when found and green when passed, with the detector feedback', async () => {
    const actor = run([DOC.tooFar]);
    const { container } = render(<IdCaptureView actor={actor} video={document.createElement('video')} />);
    await act(() => waitFor(actor, (s) => s.context.overlay === 'amber'));
    expect(frame(container)?.className).toContain('capture__frame--amber');
    expect(screen.getByRole('status').textContent).toBe('Acerca el DNI ...');
    expect(screen.getByRole('heading').textContent).toBe('Mostrá el frente de tu DNI a la cámara');
    actor.stop();
  });

  it("says 'Capturado!!' over a green frame once two frames passed, then shows the preview", async () => {
    const actor = run([DOC.passed]);
    const { container } = render(<IdCaptureView actor={actor} video={document.createElement('video')} />);
    await act(() => waitFor(actor, (s) => s.context.feedback === 'Capturado!!'));
    expect(frame(container)?.className).toContain('capture__frame--green');
    await act(() => waitFor(actor, (s) => isIn(s, 'preview'), { timeout: 2000 }));
    expect(screen.getByRole('button', { name: 'Volver a tomar foto' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Imagen procesada del DNI' })).toBeTruthy();
    actor.stop();
  });

  it('a back without the barcode the front lacked says so, offers the front again and no Continuar', async () => {
    const noBarcode = { status: 'doc-passed', box: DOC.passed.box, isBarcodeFound: false } as const;
    const actor = createActor(idCaptureMachine, {
      input: {
        side: 'back',
        device: 'desktop',
        camera: fakeCamera(),
        detector: fakeDocumentDetector([noBarcode]),
        needsBarcode: true,
      },
    }).start();
    const retakeFront = vi.fn();
    render(
      <IdCaptureView actor={actor} video={document.createElement('video')} onRetakeFront={retakeFront} />,
    );
    await act(() => waitFor(actor, (s) => isIn(s, 'preview'), { timeout: 2000 }));
    expect(screen.getByRole('alert').textContent).toContain('No pudimos leer el código de barras de tu DNI');
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver a tomar el frente' }));
    expect(retakeFront).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Volver a tomar foto' })).toBeTruthy();
    actor.stop();
  });

  it('a back without the barcode on either side takes the número de trámite typed from the card', async () => {
    const noBarcode = { status: 'doc-passed', box: DOC.passed.box, isBarcodeFound: false } as const;
    const actor = createActor(idCaptureMachine, {
      input: {
        side: 'back',
        device: 'mobile',
        camera: fakeCamera(),
        detector: fakeDocumentDetector([noBarcode]),
        needsBarcode: true,
      },
    }).start();
    render(<IdCaptureView actor={actor} video={document.createElement('video')} onRetakeFront={vi.fn()} />);
    await act(() => waitFor(actor, (s) => isIn(s, 'preview'), { timeout: 2000 }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ingresar el número de trámite' }));
    const field = screen.getByRole('textbox', { name: 'Número de trámite' });
    expect(document.activeElement).toBe(field);
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'El número de trámite son los 11 dígitos impresos en el DNI',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, '00498765432');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(actor.getSnapshot().output).toMatchObject({ typedTramite: '00498765432' });
  });

  it('the upload alternative has its own heading, tips, an illustration and a button for the file', async () => {
    const actor = run([DOC.notFound]);
    render(<IdCaptureView actor={actor} video={document.createElement('video')} />);
    await act(() => waitFor(actor, (s) => isIn(s, 'live')));
    actor.send({ type: 'capture.useUpload' });
    await act(() => waitFor(actor, (s) => isIn(s, 'upload')));
    expect(screen.getByRole('heading').textContent).toBe('Subí una foto del frente de tu DNI');
    expect(screen.getByText('Sin reflejos ni sombras sobre el DNI.')).toBeTruthy();
    expect(document.querySelector('svg.capture__illustration')).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Foto del frente del DNI');
    const click = vi.spyOn(input, 'click');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Elegir una foto' }));
    expect(click).toHaveBeenCalledOnce();
    // No camera listed in this browser: no way back to one.
    expect(screen.queryByRole('button', { name: 'Usar la cámara' })).toBeNull();
    actor.stop();
  });

  it("offers 'Usar la cámara' on the upload once the browser lists a camera, and goes back to it", async () => {
    const listeners = new Set<() => void>();
    let devices: { kind: string }[] = [];
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        enumerateDevices: async () => devices,
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      },
    });
    try {
      const camera = fakeCamera();
      const actor = createActor(idCaptureMachine, {
        input: {
          side: 'back',
          device: 'mobile',
          camera,
          detector: fakeDocumentDetector([DOC.notFound]),
          uploadOnly: true,
        },
      }).start();
      render(<IdCaptureView actor={actor} video={document.createElement('video')} />);
      await act(() => waitFor(actor, (s) => isIn(s, 'upload')));
      expect(screen.getByRole('heading').textContent).toBe('Subí una foto del dorso de tu DNI');
      expect(screen.queryByRole('button', { name: 'Usar la cámara' })).toBeNull();
      devices = [{ kind: 'videoinput' }];
      await act(async () => {
        for (const fn of listeners) fn();
      });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Usar la cámara' }));
      await act(() => waitFor(actor, (s) => isIn(s, 'live')));
      expect(camera.requests).toHaveLength(1);
      actor.stop();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('a denied camera says why and offers the upload of the image', async () => {
    const denied = new DOMException('denied', 'NotAllowedError');
    const actor = run([DOC.passed], fakeCamera({ failWith: denied }));
    render(<IdCaptureView actor={actor} video={document.createElement('video')} />);
    const camera = await act(() => waitFor(actor, (s) => isIn(s, 'camera')).then((s) => s.children.camera));
    if (!camera) throw new Error('no camera step');
    await act(() => waitFor(camera, (s) => isIn(s, 'failed')));
    expect(screen.getByRole('alert').textContent).toContain('No tenemos permiso para usar la cámara.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subir una foto' }));
    expect(screen.getByLabelText('Foto del frente del DNI')).toBeTruthy();
    actor.stop();
  });

  it("offers 'Tomar foto' only after 20 s without a capture, and a shot without a card says so and stays", async () => {
    vi.useFakeTimers();
    try {
      const actor = run([DOC.notFound]);
      render(<IdCaptureView actor={actor} video={document.createElement('video')} />);
      await act(() => vi.advanceTimersByTimeAsync(19_000));
      expect(screen.queryByRole('button', { name: 'Tomar foto' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      fireEvent.click(screen.getByRole('button', { name: 'Tomar foto' }));
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(isIn(actor.getSnapshot(), 'live')).toBe(true);
      expect(screen.getByRole('status').textContent).toBe('Colocá el DNI dentro del recuadro');
      expect(screen.getByRole('button', { name: 'Tomar foto' })).toBeTruthy();
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a shot of a card that passes goes to the preview', async () => {
    vi.useFakeTimers();
    try {
      const actor = run([DOC.notFound]);
      render(<IdCaptureView actor={actor} video={document.createElement('video')} />);
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      // From now on the detector sees the card pass (a scripted detector repeats its last answer).
      actor.getSnapshot().context.detector.detect = async () => DOC.passed;
      fireEvent.click(screen.getByRole('button', { name: 'Tomar foto' }));
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(isIn(actor.getSnapshot(), 'preview')).toBe(true);
      expect(screen.getByRole('img', { name: 'Imagen procesada del DNI' })).toBeTruthy();
      expect(screen.queryByText('Revisá que el DNI se vea entero, nítido y sin reflejos.')).toBeNull();
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a shot of a card found but not passed goes to the preview, which asks to check the photo', async () => {
    vi.useFakeTimers();
    try {
      const actor = run([DOC.notFound]);
      render(<IdCaptureView actor={actor} video={document.createElement('video')} />);
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      actor.getSnapshot().context.detector.detect = async () => DOC.tooFar;
      fireEvent.click(screen.getByRole('button', { name: 'Tomar foto' }));
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(screen.getByRole('img', { name: 'Imagen procesada del DNI' })).toBeTruthy();
      expect(screen.getByText('Revisá que el DNI se vea entero, nítido y sin reflejos.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
