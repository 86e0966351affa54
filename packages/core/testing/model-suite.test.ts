// Every machine of packages/core, walked on every path the graph gives, with coverage written to
// docs/model-coverage.{json,md}. A machine below 100% of states or transitions fails the suite.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressModel } from './address/address.model.ts';
import { biometricsModel } from './biometrics/biometrics.model.ts';
import { infoGateModel } from './biometrics/info-gate.model.ts';
import { memberStatusModel } from './biometrics/member-status.model.ts';
import { requestWatchModel } from './biometrics/request-watch.model.ts';
import { termsModel } from './biometrics/terms.model.ts';
import { branchSelectionModel } from './branch/branch-selection.model.ts';
import { captchaModel } from './captcha/captcha.model.ts';
import { cameraModel } from './capture/camera.model.ts';
import { faceCaptureModel } from './capture/face-capture.model.ts';
import { idCaptureModel } from './capture/id-capture.model.ts';
import { documentsModel } from './documents/documents.model.ts';
import { membersModel } from './members/members.model.ts';
import { offerModel } from './offer/offer.model.ts';
import { personaFisicaModel } from './persona-fisica/persona-fisica.model.ts';
import { personaJuridicaModel } from './persona-juridica/persona-juridica.model.ts';
import { otpModel } from './otp/otp.model.ts';
import { resumeModel } from './resume/resume.model.ts';
import { startModel } from './start/start.model.ts';
import { machineTotals, type ModelSpec, pathName, pathsFor, replayPath } from './model-harness.ts';

const MODELS: ModelSpec[] = [
  startModel,
  otpModel,
  resumeModel,
  offerModel,
  addressModel,
  personaFisicaModel,
  personaJuridicaModel,
  branchSelectionModel,
  membersModel,
  documentsModel,
  idCaptureModel,
  faceCaptureModel,
  cameraModel,
  termsModel,
  biometricsModel,
  memberStatusModel,
  requestWatchModel,
  infoGateModel,
  captchaModel,
] as ModelSpec[];

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const docsDir = fileURLToPath(new URL('../../../docs/', import.meta.url));

interface Coverage {
  states: { total: number; covered: number };
  transitions: { total: number; covered: number };
  paths: number;
  /** How many paths reach each state (its dotted path), for the analysts' page (issue 26). */
  reach: Record<string, number>;
  missing: string[];
}
const report: Record<string, Coverage> = {};

for (const spec of MODELS) {
  const paths = pathsFor(spec);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  const reach = new Map<string, number>();

  describe(`${spec.machine.id} (${paths.length} paths)`, () => {
    for (const path of paths) {
      it(pathName(path), async () => {
        const { states, transitions } = await replayPath(spec, path);
        for (const s of states) {
          visitedStates.add(s);
          reach.set(s, (reach.get(s) ?? 0) + 1);
        }
        for (const t of transitions) visitedTransitions.add(t);
      });
    }

    it('reaches every state and fires every transition', () => {
      const totals = machineTotals(spec.machine);
      const missing = [
        ...totals.states.filter((s) => !visitedStates.has(s)).map((s) => `state ${s}`),
        ...totals.transitions.filter((t) => !visitedTransitions.has(t)).map((t) => `transition ${t}`),
      ];
      report[spec.machine.id] = {
        states: {
          total: totals.states.length,
          covered: totals.states.length - missing.filter((m) => m.startsWith('state')).length,
        },
        transitions: {
          total: totals.transitions.length,
          covered: totals.transitions.filter((t) => visitedTransitions.has(t)).length,
        },
        paths: paths.length,
        reach: Object.fromEntries(
          totals.states
            .filter((s) => s !== spec.machine.id)
            .map((s) => [s.slice(spec.machine.id.length + 1), reach.get(s) ?? 0]),
        ),
        missing,
      };
      expect(missing, `not reached in ${spec.machine.id}`).toEqual([]);
    });
  });
}

const machineFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? machineFiles(join(dir, entry.name))
      : entry.name.endsWith('.machine.ts')
        ? [join(dir, entry.name)]
        : [],
  );

describe('model coverage report', () => {
  it('has every machine of packages/core in the suite', async () => {
    const ids: string[] = [];
    for (const file of machineFiles(srcDir)) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (value && typeof value === 'object' && 'config' in value && 'root' in value)
          ids.push((value as unknown as { id: string }).id);
      }
      expect(ids.length, `${relative(srcDir, file)} exports a machine`).toBeGreaterThan(0);
    }
    expect(MODELS.map((m) => m.machine.id).sort()).toEqual([...new Set(ids)].sort());
  });

  it('writes docs/model-coverage.json and .md', () => {
    const machines = Object.fromEntries(
      Object.entries(report)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, { states, transitions, paths, reach }]) => [id, { states, transitions, paths, reach }]),
    );
    writeFileSync(join(docsDir, 'model-coverage.json'), `${JSON.stringify({ machines }, null, 2)}\n`);
    const rows = Object.entries(machines).map(
      ([id, c]) =>
        `| ${id} | ${c.states.covered}/${c.states.total} | ${c.transitions.covered}/${c.transitions.total} | ${c.paths} |`,
    );
    writeFileSync(
      join(docsDir, 'model-coverage.md'),
      [
        '# Model coverage',
        '',
        'Generated by `npm run test:model` (packages/core/testing/model-suite.test.ts). Every path from',
        'xstate/graph (shortest and simple paths) is replayed against the machine with a fake API; the counts',
        'below are of states entered and transitions fired during those replays.',
        '',
        'The persona física and persona jurídica flows, and their /sucursal child (branchSelection), are also',
        'walked in the real app: the browser model',
        'suite (apps/web/e2e/model, part of the e2e run; alone: `npm run test:model:browser`) drives',
        'Playwright against the sandbox along the fewest of these paths that take every edge, faults',
        'reaching the error branches, one test per path named after it.',
        '',
        '| machine | states | transitions | paths |',
        '|---|---|---|---|',
        ...rows,
        '',
      ].join('\n'),
    );
    console.log(`model coverage:\n${rows.join('\n')}`);
  });
});
