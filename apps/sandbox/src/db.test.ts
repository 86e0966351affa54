// The store is a file: a request, its page and its session survive a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from './db.ts';
import { CAPTCHA, CUIT_FISICA, setup } from '../testing/test-helpers.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SQLite file store', () => {
  it('finds and resumes a request after the sandbox restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    dirs.push(dir);
    const path = join(dir, 'nested', 'sandbox.sqlite');

    const before = setup({ db: openDb(path) });
    const { idSolicitud, bearer } = await before.login();
    await before.call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, { body: { pagina: 'sucursal' } });
    before.db.close();

    const after = setup({ db: openDb(path) });
    const resumed = await after.call('GET', `/solicitud/${CUIT_FISICA}/retomar`, {
      headers: { ...CAPTCHA, ...bearer },
    });
    expect(await resumed.json()).toEqual({
      idSolicitud,
      tipoPersona: 'FISICA',
      retomeSolicitud: { pagina: 'sucursal', irOTP: false },
      email: 'ti***@example.com',
    });
    expect((await after.call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })).status).toBe(200);
    after.db.close();
  });
});
