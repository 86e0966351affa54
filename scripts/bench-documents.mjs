#!/usr/bin/env node
// `npm run bench:documents`: how long core's documents machine takes to validate and submit ~30 MB
// of files (just under the 31,457,280-byte total) to a real sandbox. It starts the sandbox alone on
// a throwaway SQLite file, takes a company request through the code and its members to the
// document stage, then times, per run: reading the files' first bytes and the machine's file rules
// (documents.add), and the multipart POST /documentacion until the machine is done. Figures only,
// no assertion: the time depends on the machine it runs on.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { startSandboxServer } from './servers.mjs';

register();
const core = (path) => import(new URL(`../packages/core/src/${path}`, import.meta.url).href);
const [{ configureApi }, { setToken }, { documentsMachine }, schema, members, fixtures, { postIntegrantes }] =
  await Promise.all([
    core('api/client.ts'),
    core('session/session-data.ts'),
    core('documents/documents.machine.ts'),
    core('documents/documents.schema.ts'),
    core('members/members.schema.ts'),
    core('members/members.fixtures.ts'),
    core('api/integrantes.ts'),
  ]);
// xstate and valibot are core's dependencies: resolved from there, as core itself does.
const fromCore = createRequire(new URL('../packages/core/package.json', import.meta.url));
const load = (name) => import(pathToFileURL(fromCore.resolve(name)).href);
const [{ createActor, waitFor }, { parse }] = await Promise.all([load('xstate'), load('valibot')]);

const PORT = Number(process.env.BENCH_PORT ?? 8097);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const QA = `http://localhost:${PORT}/__sandbox`;
const MB = 1024 * 1024;

// Six files of 5,242,000 bytes: 31,452,000 in all, 5,280 bytes under the limit; each under 5.5 MB.
const FILE_BYTES = 5_242_000;
const PLAN = [
  ['ESTATUTO', 'estatuto-1.pdf'],
  ['ESTATUTO', 'estatuto-2.pdf'],
  ['ACTA_ASAMBLEA', 'acta.pdf'],
  ['DNI_FIRMANTES', 'dni-frente.jpg'],
  ['DNI_FIRMANTES', 'dni-dorso.jpg'],
  ['BALANCE', 'balance.pdf'],
];
const HEADS = { pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37], jpg: [0xff, 0xd8, 0xff, 0xe0] };

const makeFile = (name) => {
  // Random bytes, so nothing on the way can compress them.
  const bytes = randomBytes(FILE_BYTES);
  bytes.set(HEADS[name.endsWith('.pdf') ? 'pdf' : 'jpg']);
  return new File([bytes], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' });
};

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const companyCuit = () => {
  for (;;) {
    const body = `30${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sum = [...body].reduce((total, d, i) => total + Number(d) * CUIT_WEIGHTS[i], 0);
    const check = 11 - (sum % 11);
    if (check !== 10) return `${body}${check === 11 ? 0 : check}`;
  }
};

const must = async (response, what) => {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
};

/** A company request with its code validated and its members sent: at the document stage. */
const requestAtDocuments = async (base) => {
  const start = await must(
    await fetch(`${base}/solicitud`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-aws-waf-token': `sandbox-captcha-key:${randomUUID()}`,
      },
      body: JSON.stringify({
        nroTributario: companyCuit(),
        actividad: 'NEGOCIOS_Y_PROFESIONALES',
        email: 'bench@example.com',
        nombres: 'Banco',
        apellidos: 'Prueba',
        codigoArea: '11',
        telefono: '43214321',
      }),
    }),
    'POST /solicitud',
  );
  const { idSolicitud } = await start.json();
  await must(await fetch(`${base}/otp?idSolicitud=${idSolicitud}`), 'GET /otp');
  const { code } = await (await must(await fetch(`${QA}/mailbox/${idSolicitud}`), 'mailbox')).json();
  const otp = await must(
    await fetch(`${base}/otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: code, idSolicitud }),
    }),
    'POST /otp',
  );
  setToken((otp.headers.get('Authorization') ?? '').replace(/^Bearer /, ''));
  const checked = [fixtures.MEMBER_A, fixtures.MEMBER_B].map((m) => parse(members.memberFormSchema(''), m));
  await postIntegrantes(members.buildIntegrantesPayload(idSolicitud, checked));
  return idSolicitud;
};

const ms = (value) => `${value.toFixed(0)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dir = mkdtempSync(join(tmpdir(), 'alta-bench-'));
let sandbox;
try {
  sandbox = await startSandboxServer({ port: PORT, dbPath: join(dir, 'sandbox.sqlite'), silent: true });
  configureApi({ baseUrl: sandbox.sandboxUrl, readCookies: () => '' });
  const files = PLAN.map(([idDocumento, name]) => ({ idDocumento, file: makeFile(name) }));
  const total = files.reduce((sum, { file }) => sum + file.size, 0);
  console.log(
    `› ${files.length} files, ${total.toLocaleString('en')} bytes (${(total / MB).toFixed(2)} MiB; limit ` +
      `${schema.MAX_TOTAL_BYTES.toLocaleString('en')}), sandbox ${sandbox.sandboxUrl}, Node ${process.version}`,
  );

  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    const idSolicitud = await requestAtDocuments(sandbox.sandboxUrl);
    const actor = createActor(documentsMachine, { input: { idSolicitud } });
    const percents = [];
    actor.subscribe((s) => {
      if (s.matches('submitting') && percents.at(-1) !== s.context.progress)
        percents.push(s.context.progress);
    });
    actor.start();
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 10_000 });

    const validateStart = performance.now();
    const byDocument = new Map();
    for (const entry of files)
      byDocument.set(entry.idDocumento, [...(byDocument.get(entry.idDocumento) ?? []), entry]);
    for (const [idDocumento, group] of byDocument) {
      const chosen = await Promise.all(
        group.map(async ({ file }) => ({
          name: file.name,
          size: file.size,
          type: file.type,
          head: await schema.readHead(file),
          blob: file,
        })),
      );
      actor.send({ type: 'documents.add', idDocumento, files: chosen });
    }
    const validateMs = performance.now() - validateStart;
    const { context } = actor.getSnapshot();
    if (context.total !== total || !schema.canContinue(context.slots)) {
      throw new Error(`the machine refused the files (total ${context.total}, level ${context.level})`);
    }

    const submitStart = performance.now();
    actor.send({ type: 'documents.submit' });
    const end = await waitFor(actor, (s) => s.status === 'done', { timeout: 120_000 });
    const submitMs = performance.now() - submitStart;
    if (!end.matches('done')) throw new Error(`the upload did not finish: ${JSON.stringify(end.value)}`);
    actor.stop();

    const stored = await (await fetch(`${QA}/documentos/${idSolicitud}`)).json();
    const onDisk = stored.documentos
      .flatMap((d) => d.archivos)
      .reduce((sum, a) => sum + (a.enDisco ? a.tamanoEnDisco : 0), 0);
    results.push({ validateMs, submitMs });
    console.log(
      `  run ${run}: validate ${ms(validateMs)}, submit ${ms(submitMs)} ` +
        `(${(total / MB / (submitMs / 1000)).toFixed(1)} MiB/s, ${percents.length} progress steps, ` +
        `last ${percents.at(-1)}%), on the sandbox's disk ${onDisk.toLocaleString('en')} bytes`,
    );
  }
  const validate = median(results.map((r) => r.validateMs));
  const submit = median(results.map((r) => r.submitMs));
  console.log(
    `✓ median of ${RUNS}: validate ${ms(validate)}, submit ${ms(submit)}, together ${ms(validate + submit)} ` +
      `for ${(total / MB).toFixed(2)} MiB`,
  );
} catch (error) {
  console.error(`✗ bench:documents: ${error.message}`);
  if (sandbox) console.error(sandbox.logs('sandbox').split('\n').slice(-20).join('\n'));
  process.exitCode = 1;
} finally {
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
}
