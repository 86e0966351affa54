// POST /__sandbox/reset: back to an empty sandbox between test runs.
import { resetStore } from '../db.ts';
import { borrarDocumentos } from '../archivos-documentos.ts';
import type { RegisterRoute } from '../deps.ts';
import { borrarImagenes } from '../imagenes.ts';

export const reset: RegisterRoute = (qa, deps) => {
  qa.post('/reset', (c) => {
    resetStore(deps.db);
    deps.faults.clear();
    borrarDocumentos(deps.dataDir);
    borrarImagenes(deps.dataDir);
    return c.json({});
  });
};
