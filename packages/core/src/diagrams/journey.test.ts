import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PERSONA_FISICA_ROUTES, PERSONA_JURIDICA_ROUTES } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import { JOURNEY_STAGES, journeyFor, pagesOfRoute } from './journey.ts';
import { SPEC_SECTIONS, specSectionOf } from './spec-sections.ts';
import { findMachineFiles, type MachineSource, machinesOf, routeTableFor } from './statecharts.ts';

const rootDir = fileURLToPath(new URL('../../../../', import.meta.url));
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const routeSource = readFileSync(fileURLToPath(new URL('../flow-routes.ts', import.meta.url)), 'utf8');
const sources: MachineSource[] = [];
for (const file of findMachineFiles(srcDir, (dir) => readdirSync(dir, { withFileTypes: true })))
  sources.push(...machinesOf(await import(file), relative(rootDir, file)));
const journey = journeyFor(sources, routeSource, (source) => routeTableFor(source, routeSource));
const label = (page: string) => page.replace(/^\/(onboarding-empresas|datos-biometricos)\//, '…/');

describe('the journey map', () => {
  it('has every page of both person types, numbered by stage in flow order', () => {
    const snapshot = { context: { outcome: null } } as never;
    for (const [state, route] of [...PERSONA_FISICA_ROUTES, ...PERSONA_JURIDICA_ROUTES]) {
      const page = (route as (s: never) => string)(snapshot);
      if (state === 'left' || state === 'blocked') continue;
      expect(journey, `${state} → ${page}`).toContain(label(page));
    }
    expect(journey).toContain('5. Datos (PF · PJ)<br>…/detalle/pf');
    expect(journey).toContain('8. Integrantes (PJ)<br>…/integrantes');
    expect(JOURNEY_STAGES.map((stage) => stage.name)).toEqual([
      'Inicio',
      'Retomar',
      'Código por e-mail',
      'Oferta',
      'Datos (PF · PJ)',
      'Sucursal',
      'Tarjeta (PF)',
      'Integrantes (PJ)',
      'Documentación (PJ)',
      'Biometría',
      'Términos',
      'Fin',
    ]);
  });

  it('draws the events and calls that move between pages', () => {
    expect(journey).toContain('p_home -->|"step.submit"| p_loading');
    expect(journey).toMatch(
      /p_onboarding_empresas_oferta_producto -->\|"offer.accept"\| p_onboarding_empresas_detalle_pf/,
    );
    expect(journey).toMatch(
      /p_onboarding_empresas_detalle_pj -->\|"done: confirmarDatos[^"]*"\| p_onboarding_empresas_sucursal/,
    );
    expect(journey).toContain(
      'p_onboarding_empresas_detalle_pj -->|"step.submit"| p_error_secondary_mensaje',
    );
  });

  it("has the catalogue's exits, and marks the pages that can fail into them", () => {
    for (const exit of [
      '/error-primary/',
      '/error-secondary/',
      'inicio (/)',
      'retomar (/continuar-tramite)',
      'sesión expirada',
    ])
      expect(journey).toContain(exit);
    expect(journey).toContain('p_sesi_n_expirada_di_logo -.->|"Retomar trámite"| p_continuar_tramite');
    const failing = /class (\S+) fails/.exec(journey)?.[1]?.split(',') ?? [];
    expect(failing).toEqual(
      expect.arrayContaining(['p_onboarding_empresas_detalle_pf', 'p_onboarding_empresas_sucursal']),
    );
  });

  it('reads the pages a route as written leads to', () => {
    expect(pagesOfRoute("'/continuar-tramite'")).toEqual(['/continuar-tramite']);
    expect(pagesOfRoute("snapshot.context.outcome?.navigateTo ?? '/'")).toEqual(['exit:catalogue']);
    expect(pagesOfRoute("paths.otp(context.idSolicitud ?? '')")).toEqual(['/getcode/{idSolicitud}']);
    expect(pagesOfRoute('regulatoryBlockRoute')).toEqual(['/error-secondary/{mensaje}']);
    expect(
      pagesOfRoute(
        `sessionIsPersonaFisica() ? '${paths.personaFisicaForm}' : '${paths.personaJuridicaForm}'`,
      ),
    ).toEqual([paths.personaFisicaForm, paths.personaJuridicaForm]);
  });
});

describe('spec sections', () => {
  it('cites a clause for every machine', () => {
    const missing = sources.map((s) => s.machine.id).filter((id) => !SPEC_SECTIONS[id]);
    expect(missing, 'add them to packages/core/src/diagrams/spec-sections.ts').toEqual([]);
  });

  it("takes a state's own clause, else its enclosing state's, else the catalogue's for an error state", () => {
    expect(specSectionOf('biometrics', 'precheck.waiting')).toBe(
      'identity §4 Front-ID info for natural persons',
    );
    expect(specSectionOf('personaJuridica', 'loadFailed')).toBe('journey §8 The error catalogue');
    expect(specSectionOf('resume', 'form')).toBe('journey §2 Resume screen (/continuar-tramite)');
    expect(specSectionOf('nope', 'x')).toBe('');
  });
});
