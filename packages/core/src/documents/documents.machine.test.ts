import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DOCUMENTS_ROUTES, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import { DOCUMENTOS, EXE_HEAD, file, JPEG_HEAD, MB5 } from '../../testing/documents/documents.fixtures.ts';
import { DEFAULT_ROUTE_OUTCOME } from '../biometrics/identity-outcome.ts';
import { DOCUMENTS_FAILURE_ROUTE, documentsMachine, type UploadInput } from './documents.machine.ts';
import type { Documento } from './documents.schema.ts';
import { stateTags } from '../../testing/state-tags.ts';

const start = (documentos: Documento[] = DOCUMENTOS, fail = false) => {
  const uploads: UploadInput[] = [];
  const percents: number[] = [];
  const machine = documentsMachine.provide({
    actors: {
      getDocumentacion: fromPromise<Documento[], string>(async () => documentos),
      postDocumentacion: fromPromise<void, UploadInput>(async ({ input }) => {
        uploads.push(input);
        input.onProgress(30);
        input.onProgress(100);
        if (fail) throw new Error('network');
      }),
    },
  });
  const actor = createActor(machine, { input: { idSolicitud: 'sol-4' } });
  actor.subscribe((s) => percents.push(s.context.progress));
  const emitted: { type: string; message?: string }[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, uploads, percents, emitted, route: () => routeFor(DOCUMENTS_ROUTES, actor.getSnapshot()) };
};

describe('documentsMachine', () => {
  it('uploads once every document is satisfied, reporting progress, and goes to evaluando', async () => {
    const { actor, uploads, percents, route } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(route()).toBe(paths.documents('sol-4'));
    actor.send({ type: 'documents.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'documents.add', idDocumento: 'estatuto', files: [file('estatuto.pdf', 1000)] });
    actor.send({ type: 'documents.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(route()).toBe(paths.documentsReview);
    expect(percents).toContain(30);
    expect(uploads[0]?.entries.map((e) => [e.idDocumento, e.file.name])).toEqual([
      ['estatuto', 'estatuto.pdf'],
    ]);
    expect(actor.getSnapshot().context.steps).toMatchObject({
      Documentacion: 'VALIDATED',
      Validacion: 'IN_PROGRESS',
    });
  });

  it('toasts refused files, takes none for a VALIDO document, and opens the modal over 30 MB', async () => {
    const { actor, emitted } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({
      type: 'documents.add',
      idDocumento: 'estatuto',
      files: [file('setup.pdf', 10, EXE_HEAD, 'application/pdf')],
    });
    expect(emitted.at(-1)).toMatchObject({
      type: 'toast',
      message:
        'Formato de archivo incompatible. Permitidos: [.pdf .jpg] Recibido: un archivo .pdf cuyo contenido no es un PDF',
    });
    actor.send({ type: 'documents.add', idDocumento: 'dni', files: [file('dni.pdf', 10)] });
    expect(actor.getSnapshot().context.slots[1]?.files).toEqual([]);
    const four = (p: string) => [0, 1, 2, 3].map((i) => file(`${p}${i}.jpg`, MB5, JPEG_HEAD));
    actor.send({ type: 'documents.add', idDocumento: 'estatuto', files: four('e') });
    expect(actor.getSnapshot().context.level).toBe('green');
    actor.send({ type: 'documents.add', idDocumento: 'balance', files: [file('b.jpg', MB5, JPEG_HEAD)] });
    expect(actor.getSnapshot().context.level).toBe('yellow');
    actor.send({ type: 'documents.add', idDocumento: 'balance', files: four('b') });
    expect(actor.getSnapshot().context.level).toBe('red');
    expect(emitted.filter((e) => e.type === 'documents.tooLarge')).toEqual([
      { type: 'documents.tooLarge', message: 'El total de archivos supera los 30MB permitidos.' },
    ]);
    expect(emitted.at(-2)).toMatchObject({
      message: 'Ha superado el límite de archivos permitido por documento (máx. 4)',
    });
    actor.send({ type: 'documents.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'documents.remove', idDocumento: 'balance', name: 'b.jpg' });
    actor.send({ type: 'documents.remove', idDocumento: 'balance', name: 'b0.jpg' });
    expect(actor.getSnapshot().context.total).toBe(30_000_000);
    actor.send({ type: 'documents.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('asks for a NO_VALIDO document again and goes to the default error route on any failure', async () => {
    const docs: Documento[] = [{ ...DOCUMENTOS[0], estado: 'NO_VALIDO' } as Documento];
    const { actor, route } = start(docs, true);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'documents.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'documents.add', idDocumento: 'estatuto', files: [file('nuevo.pdf', 10)] });
    actor.send({ type: 'documents.submit' });
    await waitFor(actor, (s) => s.matches('left'));
    expect(route()).toBe(DOCUMENTS_FAILURE_ROUTE);
  });

  it('sends a failed upload to the same default error route as a biometric pre-check that gives up', () => {
    expect(DOCUMENTS_FAILURE_ROUTE).toBe('/error');
    expect(DEFAULT_ROUTE_OUTCOME.navigateTo).toBe(DOCUMENTS_FAILURE_ROUTE);
  });
});

describe('documentsMachine tags', () => {
  it("loading (the placeholder), unavailable (Reintentar), busy while sending and until the next page ('Validando')", () => {
    expect(stateTags(documentsMachine)).toEqual({
      loading: ['loading'],
      leaving: ['loading'],
      left: ['loading'],
      unavailable: ['unavailable'],
      submitting: ['busy'],
      done: ['busy'],
    });
  });
});
