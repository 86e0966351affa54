#!/usr/bin/env node
// Issue 25 ("Names"): applies steps 1-7 of the rename plan (docs/glossary.md names) to the current tree.
// Replayable and idempotent: a `git mv` runs only while its source exists, imports are re-resolved
// from the tree as it was before the moves, and no new name matches an old pattern, so a second run
// changes nothing. Written to be replayed on main after the other branches merge, not applied by hand.
//
//   node scripts/dev/rename-to-english.mjs            moves, rewrites, then biome --write on touched files
//   node scripts/dev/rename-to-english.mjs --dry-run  prints what would change, writes nothing
//   then: npm run typecheck && npm run lint && npm run diagrams && vitest run
//
// Stays Spanish (never matched): routes and path values, user texts (JSX text included), wire JSON
// keys (`nroTramite` in the identity call and the data layer, `sucursalCodigo`, `oficialCodigo`,
// `retiroSucursal`, `domicilioEntrega`, `idSolicitud`, `integrantes`…), sessionStorage key values,
// analytics fields, the sandbox's own names.
// Left for step 8 (with the model-suite owner), because model path titles or diagram file names carry
// them: machine state names (`loadingSucursales`, `envioTarjeta`…), events (`entrega.submit`…), actor
// ids (`getSucursales`, `getOficiales`, `confirmSeleccion`, `postIntegrantes`, `getDocumentacion`,
// `postDocumentacion`: titles show `done.actor.<id>`, so their API functions keep the name too), the
// tags `sucursalesLoading`/`oficialesLoading`, and the field `seleccion` (branch choice): it is a key
// of the branch selection's output, and titles print outputs as JSON (`branchSelection({"seleccion"…`).
// The bare `entrega` (context field, progress key, event namespace) stays with `envioTarjeta`.
//
// Matching: whole identifiers only. A single Spanish word (`Seleccion`, `Oficial`, `Solicitud`…) is
// skipped next to a quote or `>` or before a Spanish word (it is text: `<legend>Oficial de cuenta`);
// a compound name (`storeNroTramite`) is renamed inside quotes too, where it names an action or guard.
// A match next to a slash or hyphen is skipped: it is a path, a route or a CSS name.
//
// Hand-fixes a regex cannot do: none on the tree of 2026-11-25 (main at e91ef0c). After a replay, a
// new file naming an old identifier outside the scopes (sandbox, scripts) is renamed only if it imports
// that name from core; typecheck names the rest.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, posix } from 'node:path';

const DRY = process.argv.includes('--dry-run');
const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const CORE = 'packages/core/src';
const WEB = 'apps/web/src/screens';

// ---- Files and folders (steps 2, 3, 4, 6). Applied in order; later entries use earlier results.
const MOVES = [
  // 2. The two steps.ts: which steps a flow has vs where their statuses are kept.
  [`${CORE}/application/steps.ts`, `${CORE}/application/flow-steps.ts`],
  [`${CORE}/application/steps.test.ts`, `${CORE}/application/flow-steps.test.ts`],
  [`${CORE}/session/steps.ts`, `${CORE}/session/stored-steps.ts`],
  [`${CORE}/session/steps.test.ts`, `${CORE}/session/stored-steps.test.ts`],
  // 4. application/ → request/.
  [`${CORE}/application`, `${CORE}/request`],
  // 6. Preselection.
  [`${CORE}/session/preseleccion.ts`, `${CORE}/session/preselection.ts`],
  // 3. Web screens.
  [`${WEB}/getcode`, `${WEB}/otp`],
  [`${WEB}/otp/getcode-screen.tsx`, `${WEB}/otp/otp-screen.tsx`],
  [`${WEB}/otp/getcode-screen.css`, `${WEB}/otp/otp-screen.css`],
  [`${WEB}/otp/getcode-screen.test.tsx`, `${WEB}/otp/otp-screen.test.tsx`],
  [`${WEB}/integrantes`, `${WEB}/members`],
  [`${WEB}/members/confirmar-integrante-screen.tsx`, `${WEB}/members/member-review-screen.tsx`],
  [`${WEB}/estado-integrantes`, `${WEB}/member-status`],
  [`${WEB}/carga-documentacion`, `${WEB}/documents`],
  [`${WEB}/sucursal`, `${WEB}/branch`],
  [`${WEB}/branch/sucursal-screen.tsx`, `${WEB}/branch/branch-screen.tsx`],
  [`${WEB}/branch/sucursal-screen.css`, `${WEB}/branch/branch-screen.css`],
  [`${WEB}/branch/sucursal-screen.test.tsx`, `${WEB}/branch/branch-screen.test.tsx`],
  [`${WEB}/branch/sucursal-step.tsx`, `${WEB}/branch/branch-step.tsx`],
  [`${WEB}/persona-fisica/datos-pf-screen.tsx`, `${WEB}/persona-fisica/persona-fisica-form-screen.tsx`],
  [`${WEB}/persona-fisica/envio-tarjeta-screen.tsx`, `${WEB}/persona-fisica/card-delivery-screen.tsx`],
  [`${WEB}/persona-juridica/datos-pj-screen.tsx`, `${WEB}/persona-juridica/persona-juridica-form-screen.tsx`],
  [`${WEB}/stages/aguardando-productos-screen.tsx`, `${WEB}/stages/awaiting-products-screen.tsx`],
  [`${WEB}/stages/cuenta-creada-screen.tsx`, `${WEB}/stages/account-created-screen.tsx`],
  [`${WEB}/stages/evaluando-documentacion-screen.tsx`, `${WEB}/stages/documents-review-screen.tsx`],
  [`${WEB}/stages/cliente-existente-screen.tsx`, `${WEB}/stages/existing-client-screen.tsx`],
];

// ---- Identifiers, whole words (steps 1, 4, 5, 6, 7). [old, new].
const WORDS = Object.entries({
  // 1a. The session item that holds the request id.
  setNroTramite: 'setSessionRequestId',
  getNroTramite: 'getSessionRequestId',
  storeNroTramite: 'storeRequestId',
  // 1b. The DNI's trámite number (the identity call's field `nroTramite` stays).
  nroTramiteSchema: 'tramiteNumberSchema',
  nroTramiteDigits: 'tramiteNumberDigits',
  // 1c. The analytics constant (the data layer's field stays).
  NOMINAL_NRO_TRAMITE: 'NOMINAL_TRAMITE_NUMBER',
  // 4. The request.
  ApplicationRecord: 'RequestRecord',
  applicationRecordSchema: 'requestRecordSchema',
  APPLICATION_MESSAGES: 'DATA_FORM_MESSAGES',
  Solicitud: 'RequestDetail',
  // 6. Branch choice, preselection, officer, branch.
  Seleccion: 'BranchChoice',
  SeleccionParcial: 'PartialBranchChoice',
  isCompleteSeleccion: 'isCompleteBranchChoice',
  seleccionStart: 'branchChoiceStart',
  recordSeleccion: 'recordBranchChoice',
  clearSeleccion: 'clearBranchChoice',
  ConfirmSeleccionInput: 'ConfirmBranchChoiceInput',
  clearSeleccionDrafts: 'clearBranchChoiceDrafts',
  withSeleccion: 'withBranchChoice',
  seleccionDraftSchema: 'branchChoiceDraftSchema',
  seleccionComplete: 'branchChoiceComplete',
  preseleccion: 'preselection',
  readPreseleccion: 'readPreselection',
  savePreseleccion: 'savePreselection',
  preseleccionSchema: 'preselectionSchema',
  Oficial: 'Officer',
  oficialSchema: 'officerSchema',
  oficialesResponseSchema: 'officersResponseSchema',
  keepOficiales: 'keepOfficers',
  markOficialesFailed: 'markOfficersFailed',
  oficialesFailed: 'officersFailed',
  onSelectOficial: 'onSelectOfficer',
  onRetryOficiales: 'onRetryOfficers',
  sucursalSchema: 'branchSchema',
  sucursalesResponseSchema: 'branchesResponseSchema',
  keepSucursales: 'keepBranches',
  pastSucursal: 'pastBranch',
  pastSucursalAllowed: 'pastBranchAllowed',
  toSucursalAllowed: 'toBranchAllowed',
  sucursalGoto: 'branchGoto',
  SucursalGoto: 'BranchGoto',
  gotoSucursal: 'gotoBranch',
  sucursalConfirmed: 'branchChoiceConfirmed', // `branchConfirmed` exists (branch-selection.machine)
  onSelectSucursal: 'onSelectBranch',
  SucursalScreen: 'BranchScreen',
  SucursalScreenProps: 'BranchScreenProps',
  SucursalStep: 'BranchStep',
  // 7. Members (`Member` exists: the form's member; these are the wire payload's).
  buildIntegrantesPayload: 'buildMembersPayload',
  integrantesPayloadSchema: 'membersPayloadSchema',
  IntegrantesPayload: 'MembersPayload',
  integranteSchema: 'memberPayloadSchema',
  Integrante: 'MemberPayload',
  toIntegrante: 'toMemberPayload',
  integranteBiometriaSchema: 'memberBiometricsSchema',
  IntegranteBiometria: 'MemberBiometrics',
  integrantesDraftSchema: 'membersDraftSchema',
  ConfirmarIntegranteScreen: 'MemberReviewScreen',
  // 7. Documents.
  documentacionResponseSchema: 'documentsResponseSchema',
  buildDocumentacionForm: 'buildDocumentsForm',
  // 3. Screen components, after their files.
  GetCodeScreen: 'OtpScreen',
  DatosPfScreen: 'PersonaFisicaFormScreen',
  DatosPjScreen: 'PersonaJuridicaFormScreen',
  EnvioTarjetaScreen: 'CardDeliveryScreen',
  AguardandoProductosScreen: 'AwaitingProductsScreen',
  CuentaCreadaScreen: 'AccountCreatedScreen',
  EvaluandoDocumentacionScreen: 'DocumentsReviewScreen',
  ClienteExistenteScreen: 'ExistingClientScreen',
});

// 5. routes.ts keys: renamed where `paths.`/`patterns.` are accessed and inside those two objects only
// (routes.ts's stage table has keys `sucursal`/`integrantes` that are server stage values).
const ROUTE_KEYS = Object.entries({
  getCode: 'otp',
  sucursal: 'branch',
  integrantes: 'members',
  confirmarIntegrante: 'memberReview',
  cargaDocumentacion: 'documents',
  evaluandoDocumentacion: 'documentsReview',
  envioTarjeta: 'cardDelivery',
  detalle: 'dataForm',
  detallePf: 'personaFisicaForm',
  detallePj: 'personaJuridicaForm',
  cuentaCreada: 'accountCreated',
  aguardandoProductos: 'awaitingProducts',
  resumeIntegrantes: 'resumeMembers',
});

// Identifiers holding `Entrega`, or starting `entrega<Upper>`: → `CardDelivery` (step 7). The bare
// `entrega` (context field, progress key, event namespace `entrega.*`) and `domicilioEntrega` (wire) stay.
const PATTERNS = [
  [
    /(?<![\w$/\u00C0-\u024F-])[A-Za-z_$][\w$]*(?![\w$/\u00C0-\u024F-])/g,
    (id, at, text) =>
      /omicilioEntrega/.test(id) ||
      !/Entrega|^entrega[A-Z]/.test(id) ||
      (id === 'Entrega' && /['"]/.test(text[at - 1] + text[at + id.length])) // "Entrega de la tarjeta"
        ? id
        : id.replace(/Entrega/g, 'CardDelivery').replace(/^entrega/, 'cardDelivery'),
  ],
  // 1a. The session item's key name; its value 'nroTramite' (the spec's key) stays.
  [/\bSTORAGE_KEYS\.nroTramite\b/g, 'STORAGE_KEYS.requestId'],
  // e2e passes STORAGE_KEYS into page.evaluate as `keys`.
  [/\bkeys\.nroTramite\b/g, 'keys.requestId'],
  // CSS block of the code screen (step 3): `getcode__x` classes and the `.getcode` block.
  [/\bgetcode__/g, 'otp__'],
];

// Lines tied to one file: a key whose value is Spanish text or a storage key value.
const FILE_EDITS = {
  [`${CORE}/session/storage.ts`]: [[/^(\s*)nroTramite: 'nroTramite',/m, "$1requestId: 'nroTramite',"]],
  [`${CORE}/biometrics/biometrics.schema.ts`]: [
    [/^(\s*)nroTramite: 'El número/m, "$1tramiteNumber: 'El número"],
    [/\bM\.nroTramite\b/g, 'M.tramiteNumber'],
  ],
  [`${WEB}/otp/otp-screen.css`]: [[/\.getcode\b(?![-_])/g, '.otp']],
  [`${WEB}/otp/otp-screen.tsx`]: [[/className="card getcode"/g, 'className="card otp"']],
};

// Where identifiers are renamed fully; elsewhere (sandbox, scripts) only names imported from core.
const FULL_SCOPES = [
  'packages/core/src',
  'packages/core/testing',
  'apps/web/src',
  'apps/web/e2e',
  'apps/web/testing',
];
const IMPORT_SCOPES = [
  'apps/sandbox/src',
  'apps/sandbox/testing',
  'apps/web/harness',
  'apps/web/server',
  'scripts',
];
const CODE = /\.(ts|tsx|mts|mjs|js|css)$/;
const DOCS = /^docs\/(architecture|production-headers|sandbox)\.md$|^docs\/decisions\/.*\.md$/;
const SELF = 'scripts/dev/rename-to-english.mjs';

const tracked = git('ls-files').split('\n').filter(Boolean);
const trackedSet = new Set(tracked);

/** Where a path (file or folder) lands once every move has run. */
const mapPath = (p) => {
  let out = p;
  for (const [from, to] of MOVES) {
    if (out === from) out = to;
    else if (out.startsWith(`${from}/`)) out = to + out.slice(from.length);
  }
  return out;
};

// ---- Phase 1: moves.
const oldOf = new Map(tracked.map((f) => [mapPath(f), f]));
let moved = 0;
for (const [from, to] of MOVES) {
  if (!existsSync(join(ROOT, from)) || existsSync(join(ROOT, to))) continue;
  console.log(`git mv ${from} ${to}`);
  moved++;
  if (DRY) continue;
  mkdirSync(dirname(join(ROOT, to)), { recursive: true });
  git('mv', from, to);
}
// In a dry run nothing moved: read each file where it still is.
const here = (p) => (DRY ? (oldOf.get(p) ?? p) : p);

// ---- Phase 2: import specifiers, resolved against the old tree and rewritten for the new one.
const EXTS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.css', '/index.ts'];
const toRepo = (spec, oldFile) => {
  if (spec.startsWith('@alta/core/testing/')) return `packages/core/testing/${spec.slice(19)}`;
  if (spec.startsWith('@alta/core/')) return `${CORE}/${spec.slice(11)}`;
  return normalize(join(dirname(oldFile), spec))
    .split('\\')
    .join('/');
};
const fromRepo = (target, spec, newFile) => {
  if (spec.startsWith('@alta/core/testing/')) return `@alta/core/testing/${target.slice(22)}`;
  if (spec.startsWith('@alta/core/')) return `@alta/core/${target.slice(CORE.length + 1)}`;
  const rel = posix.relative(posix.dirname(newFile), target);
  return rel.startsWith('.') ? rel : `./${rel}`;
};
const rewriteImports = (text, newFile) => {
  const oldFile = oldOf.get(newFile) ?? newFile;
  return text.replace(/(['"])((?:\.\.?\/|@alta\/core\/)[^'"\n]*)\1/g, (whole, q, spec) => {
    const target = toRepo(spec, oldFile);
    const ext = EXTS.find((e) => trackedSet.has(target + e));
    if (ext === undefined) return whole;
    const next = mapPath(target + ext);
    if (!next.endsWith(ext)) return whole;
    const nextTarget = next.slice(0, next.length - ext.length);
    if (nextTarget === target && oldFile === newFile) return whole;
    const out = fromRepo(nextTarget, spec, newFile);
    return out === spec ? whole : `${q}${out}${q}`;
  });
};

// ---- Phase 3: identifiers.
const escapeRe = (s) => s.replace(/[$.]/g, '\\$&');
// Letters beyond ASCII count as word characters: 'Seleccioná' is text, not `Seleccion`.
// Letters beyond ASCII count as word characters: 'Seleccioná' is text, not `Seleccion`. A single
// Spanish word next to a quote is a string (text, key value); a compound one is an action or guard name.
const L = '\\w$/\u00C0-\u024F-';
const BARE = new Set(['Seleccion', 'preseleccion', 'Oficial', 'Solicitud', 'Integrante']);
const wordRe = (w) =>
  BARE.has(w)
    ? new RegExp(
        `(?<![${L}'">])${escapeRe(w)}(?![${L}'"]| (?!(?:as|extends|satisfies|in|of)\\b)[a-z\u00E0-\u00FA])`,
        'g',
      ) // not <legend>Oficial de…
    : new RegExp(`(?<![${L}])${escapeRe(w)}(?![${L}])`, 'g');
const WORD_RES = WORDS.map(([from, to]) => [from, wordRe(from), to]);
const ROUTE_RES = ROUTE_KEYS.map(([from, to]) => [
  new RegExp(`\\b(paths|patterns)(\\??\\.)${from}\\b`, 'g'),
  `$1$2${to}`,
]);
const routesObjects = (text) =>
  text.replace(/(export const (?:paths|patterns) = \{)([\s\S]*?)(\n\} as const;)/g, (_, head, body, tail) => {
    let out = body;
    for (const [from, to] of ROUTE_KEYS) out = out.replace(new RegExp(`^(\\s+)${from}:`, 'gm'), `$1${to}:`);
    return head + out + tail;
  });
const coreImports = (text) => {
  const names = new Set();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@alta\/core\//g))
    for (const n of m[1].split(','))
      names.add(
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
      );
  return names;
};
const renameIds = (text, file, full) => {
  let out = text;
  const only = full ? null : coreImports(text);
  for (const [from, re, to] of WORD_RES) if (!only || only.has(from)) out = out.replace(re, to);
  if (full) {
    for (const [re, to] of PATTERNS) out = out.replace(re, to);
    for (const [re, to] of ROUTE_RES) out = out.replace(re, to);
    if (file === `${CORE}/routes.ts`) out = routesObjects(out);
  }
  for (const [re, to] of FILE_EDITS[file] ?? []) out = out.replace(re, to);
  return out;
};

// ---- Phase 4: docs name the moved files by path.
const docPaths = [...oldOf.entries()].filter(([n, o]) => n !== o).sort((a, b) => b[1].length - a[1].length);
const rewriteDocs = (text) => {
  let out = text;
  for (const [next, old] of docPaths)
    for (const base of ['', `${CORE}/`, 'apps/web/src/', 'packages/core/', 'apps/web/']) {
      if (!old.startsWith(base)) continue;
      const from = old.slice(base.length);
      const to = next.slice(base.length);
      out = out.replace(new RegExp(`(?<![\\w/-])${escapeRe(from)}(?![\\w-])`, 'g'), to);
    }
  for (const [re, to] of ROUTE_RES) out = out.replace(re, to);
  return out;
};

const files = git('ls-files').split('\n').filter(Boolean);
const inScope = (f, scopes) => scopes.some((s) => f.startsWith(`${s}/`));
const changed = [];
const counts = { imports: 0, identifiers: 0, docs: 0 };
for (const f of DRY ? [...oldOf.keys()] : files) {
  if (f === SELF) continue;
  const full = inScope(f, FULL_SCOPES);
  const code = CODE.test(f) && (full || inScope(f, IMPORT_SCOPES));
  const doc = DOCS.test(f);
  if (!code && !doc) continue;
  const path = join(ROOT, here(f));
  if (!existsSync(path)) continue;
  const before = readFileSync(path, 'utf8');
  let after = before;
  if (code) {
    const a = rewriteImports(before, f);
    if (a !== before) counts.imports++;
    after = renameIds(a, f, full);
    if (after !== a) counts.identifiers++;
  } else {
    after = rewriteDocs(before);
    if (after !== before) counts.docs++;
  }
  if (after === before) continue;
  changed.push(f);
  if (!DRY) writeFileSync(path, after);
}
console.log(
  `moves: ${moved}; files changed: ${changed.length} (imports ${counts.imports}, identifiers ${counts.identifiers}, docs ${counts.docs})`,
);
if (DRY) {
  for (const f of changed) console.log(`  ${f}`);
  process.exit(0);
}

// ---- Phase 5: import order and formatting after the renames (biome sorts imports).
const biomeFiles = changed.filter((f) => /\.(ts|tsx|mts|mjs|js|css)$/.test(f));
if (biomeFiles.length && existsSync(join(ROOT, 'node_modules'))) {
  try {
    execFileSync('node', ['scripts/pnpm.mjs', 'exec', 'biome', 'check', '--write', ...biomeFiles], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  } catch {
    console.log('biome check --write left findings: run `npm run lint`');
  }
}
