// Drives the real app along one model path. A path is cut into groups: one thing the user does (or
// the page opening) and the call answers that follow it. Before the user acts, each answer is
// arranged in the sandbox: real data for a happy answer (the complete record is confirmed through
// the API with the session's own bearer), a fault scoped to this request for an error answer, a
// dropped connection (the browser aborts the call) for "no answer". When the path has the user act
// while a call is pending, that call is held until the user has acted. After each group, the page
// must show what the state reached promises (expect-state.ts).
import { DRAFT_KEYS } from '@alta/core/session/storage';
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { apiConfirmCall, confirmation, openOffer, pageRequest } from '../api-setup.ts';
import { fillAddress, fillCompanyData, fillPersonalData } from '../data-forms.ts';
import { test } from '../fixtures.ts';
import { API_URL, injectFault } from '../sandbox.ts';
import type { Step } from './browser-paths.ts';
import { expectState, look } from './expect-state.ts';
import { actorOf, DOMICILIO, type Flow, type ModelEvent, SELECCION, words } from './flows.ts';

/** Steps that need the sandbox's QA routes say so in the report. */
export const NEEDS_MAILBOX = 'QA: buzón del sandbox';
export const NEEDS_FAULTS = 'QA: falla inyectada en el sandbox';

/** Whether a path has an answer only a sandbox fault produces (an error the server sends, no branches). */
export const needsFaults = (steps: Step[]): boolean =>
  steps.some(({ event }) => {
    const actor = actorOf(event);
    const e = event as ModelEvent;
    if (actor?.[0] === 'error') return e.error?.status !== 0;
    return actor?.[1] === 'getSucursales' && Array.isArray(e.output) && e.output.length === 0;
  });

interface Group {
  from: Step;
  /** What the user does; null for the first group, whose call starts when the flow's page mounts. */
  trigger: Step | null;
  answers: Step[];
}

const groupsOf = (steps: Step[], flow: Flow): Group[] => {
  const isAnswer = (event: AnyEventObject) =>
    (Boolean(actorOf(event)) && !flow.isUserAct?.(event)) || event.type.startsWith('xstate.after.');
  const groups: Group[] = [];
  for (let i = 1; i < steps.length; ) {
    const from = steps[i - 1] as Step;
    const trigger = isAnswer((steps[i] as Step).event) ? null : (steps[i++] as Step);
    if (!trigger && groups.length > 0) throw new Error(`step ${i}: an answer nothing asked for`);
    const answers: Step[] = [];
    while (i < steps.length && isAnswer((steps[i] as Step).event)) answers.push(steps[i++] as Step);
    groups.push({ from, trigger, answers });
  }
  return groups;
};

interface Call {
  method: string;
  /** What a sandbox fault matches (a substring of the path). */
  path: string;
  url: (href: string) => boolean;
  matches: (request: Request) => boolean;
}

export class FlowDriver {
  #idSolicitud = '';
  #cuit = '';

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
    private readonly flow: Flow,
  ) {}

  /** Each machine call, as the browser makes it. */
  #call(actor: string): Call {
    const id = this.#idSolicitud;
    const confirm = this.flow.confirmCall;
    const calls: Record<string, [string, string, RegExp]> = {
      getSolicitud: ['GET', `/solicitud/${id}`, new RegExp(`/solicitud/${id}$`)],
      // The option lists, not the captcha's configuration.
      getConfiguracion: ['GET', '/v1/configuracion', /\/v1\/configuracion$/],
      confirmarDatos: ['POST', `/solicitud/${id}/${confirm}`, new RegExp(`/solicitud/${id}/${confirm}$`)],
      getSucursales: ['GET', '/sucursales', /\/sucursales$/],
      getOficiales: ['GET', '/oficiales', /\/sucursales\/[^/]+\/oficiales$/],
    };
    calls.confirmSeleccion = calls.confirmarDatos as [string, string, RegExp];
    const found = calls[actor];
    if (!found) throw new Error(`no browser call for actor ${actor}`);
    const [method, path, pattern] = found;
    const url = (href: string) => href.startsWith(API_URL) && pattern.test(new URL(href).pathname);
    return { method, path, url, matches: (request) => request.method() === method && url(request.url()) };
  }

  async walk(steps: Step[]): Promise<void> {
    await this.#reachOffer();
    // A call held for the next group, released once its user has acted.
    const held: { release: (() => Promise<void>) | null } = { release: null };
    const groups = groupsOf(steps, this.flow);
    for (const [index, group] of groups.entries()) {
      await test.step(this.#stepTitle(group), async () => {
        held.release = await this.#walkGroup(groups, index, held.release);
      });
    }
    await held.release?.();
  }

  /** The step as a QA reader follows it: what the user does, then how the calls answer. */
  #stepTitle({ from, trigger, answers }: Group): string {
    const act = trigger
      ? (words(trigger, from, this.flow) ?? trigger.event.type)
      : this.flow.opensAt === 'sucursal'
        ? 'envía los datos de la empresa y abre /sucursal'
        : 'presiona Continuar en la oferta';
    const said: string[] = [];
    let previous = trigger ?? from;
    for (const answer of answers) {
      const word = words(answer, previous, this.flow);
      if (word) said.push(word);
      previous = answer;
    }
    const qa = needsFaults(answers) ? ` (${NEEDS_FAULTS})` : '';
    return `${act}${said.length ? ` → ${said.join(', ')}` : ''}${qa}`;
  }

  async #walkGroup(
    groups: Group[],
    index: number,
    release: (() => Promise<void>) | null,
  ): Promise<(() => Promise<void>) | null> {
    const group = groups[index] as Group;
    const end = group.answers.at(-1) ?? (group.trigger as Step);
    // The user acts next while a call is pending: hold it so the page is still waiting then.
    // (The branch child is not a call: it ends as the user acts on /sucursal; nor is an address block.)
    const pending = Object.keys(end.state.children).find(
      (id) => id !== 'branchSelection' && id in this.flow.spec.apiActors,
    );
    const hold = pending && groups[index + 1] ? await this.#hold(pending) : null;
    const answered: Promise<unknown>[] = [];
    for (const answer of group.answers) answered.push((await this.#arrange(answer)).done);
    await this.#act(group);
    await Promise.all(answered);
    await release?.();
    await expectState(this.page, this.flow, group.from, end);
    return hold;
  }

  /**
   * The product offer of a new request, as after the e-mail code: started and validated through the
   * API (the start and the code have their own specs and models), its session put in the page, and
   * the offer opened. The flow under test begins with the offer's Continuar.
   */
  async #reachOffer(): Promise<void> {
    const { page, request } = this;
    const held =
      await test.step(`inicia una solicitud, valida su código por la API (${NEEDS_MAILBOX}) y abre la oferta con su sesión`, () =>
        openOffer(page, request, this.flow.prefix));
    this.#cuit = held.cuit;
    this.#idSolicitud = held.idSolicitud;
  }

  /** Arranges one answer before the user acts; `done` resolves once the browser has it. */
  async #arrange(step: Step): Promise<{ done: Promise<unknown> }> {
    const { page } = this;
    const actor = actorOf(step.event);
    if (!actor) return { done: Promise.resolve() }; // a delay: it just elapses
    const [kind, id] = actor;
    // The branch child let go of /sucursal: the flow.goto before it was the whole of it.
    if (id === 'branchSelection') return { done: Promise.resolve() };
    const call = this.#call(id);
    const event = step.event as ModelEvent;
    if (
      kind === 'done' &&
      id === 'getSolicitud' &&
      (event.output as { sucursalCodigo?: string }).sucursalCodigo
    ) {
      await this.#confirmComplete();
    } else if (kind === 'done' && id === 'getSucursales' && (event.output as unknown[]).length === 0) {
      // What the sandbox answers for a locality without branches.
      await injectFault(this.request, {
        path: call.path,
        method: 'GET',
        status: 404,
        errorCode: 'SucursalesNoEncontradas',
        errorMessage: 'No se encontraron sucursales',
        idSolicitud: this.#idSolicitud,
      });
    } else if (kind === 'error' && event.error?.status === 0) {
      await page.route(
        (url) => call.url(url.href),
        (route) => (route.request().method() === call.method ? route.abort('failed') : route.fallback()),
        { times: 1 },
      );
      return { done: page.waitForEvent('requestfailed', { predicate: call.matches }) };
    } else if (kind === 'error') {
      await injectFault(this.request, {
        path: call.path,
        method: call.method as 'GET' | 'POST',
        status: event.error?.status as number,
        errorCode: event.error?.code as string,
        errorMessage: event.error?.serverMessage as string,
        idSolicitud: this.#idSolicitud,
      });
    }
    return { done: page.waitForResponse((response) => call.matches(response.request())) };
  }

  /** The request as if every step had been confirmed: the same call the app makes, with its bearer. */
  async #confirmComplete(): Promise<void> {
    const held = await pageRequest(this.page);
    await apiConfirmCall(this.request, held, confirmation(this.#cuit, this.flow.complete));
  }

  /** Holds the next call of an actor until released; later calls go through. */
  async #hold(actor: string): Promise<() => Promise<void>> {
    const call = this.#call(actor);
    let open!: () => void;
    const released = new Promise<void>((resolve) => {
      open = resolve;
    });
    let held = false;
    const matcher = (url: URL) => call.url(url.href);
    const handler = async (route: Route) => {
      if (held || route.request().method() !== call.method) return route.fallback();
      held = true;
      await released;
      await route.continue().catch(() => undefined);
    };
    await this.page.route(matcher, handler);
    return async () => {
      open();
      await this.page.unroute(matcher, handler);
    };
  }

  async #act({ from, trigger }: Group): Promise<void> {
    const { page } = this;
    const continuar = page.getByRole('button', { name: 'Continuar' });
    // The offer's Continuar mounts the flow (and, for /sucursal's own paths, its form is sent).
    if (!trigger) return this.flow.opensAt === 'sucursal' ? this.#openSucursal() : continuar.click();
    const event = trigger.event as ModelEvent;
    if (this.flow.isUserAct?.(event))
      return this.#chooseBranch(Boolean((event.output as { outcome: unknown }).outcome));
    const values = (event.values ?? {}) as Record<string, unknown>;
    switch (event.type) {
      case 'flow.goto': {
        const path = this.flow.pathOf[event.step ?? ''] as string;
        // Opening the page (a link, a reload) while the record loads; later, a move inside the app,
        // as the back and forward buttons make (the router hears pushState and popstate alike).
        if (from.state.matches('loading')) await page.goto(path);
        else await page.evaluate((to) => history.pushState(null, '', to), path);
        return;
      }
      case 'step.submit':
        await (this.flow.prefix === '20' ? fillPersonalData(page) : fillCompanyData(page));
        await this.#address(event.addressValidated === true);
        for (const [field, label] of [
          ['pep', 'PEP'],
          ['fatca', 'FATCA'],
          ['sujetoObligado', 'Sujeto Obligado'],
        ] as const) {
          if (field in values)
            await page.getByRole('switch', { name: label }).setChecked(Boolean(values[field]));
        }
        return continuar.click({ force: !event.addressValidated });
      // Typing: the flow keeps each change as the step's draft.
      case 'step.change':
        return this.flow.prefix === '20' ? fillPersonalData(page) : fillCompanyData(page);
      case 'entrega.change':
        return page.getByRole('radio', { name: 'Recibirla en un domicilio' }).check();
      case 'sucursal.select':
        return page
          .getByRole('group', { name: 'Sucursal' })
          .locator('input[type=radio]:not(:checked)')
          .first()
          .check();
      case 'oficial.select':
        return page
          .getByRole('group', { name: 'Oficial de cuenta' })
          .locator('input[type=radio]:not(:checked)')
          .first()
          .check();
      // Issue 24: a failed officer list offers 'Reintentar'.
      case 'oficiales.retry':
        return page.getByRole('button', { name: 'Reintentar' }).click();
      case 'sucursal.submit':
        return continuar.click();
      case 'entrega.submit': {
        const retiro = values.retiroSucursal === true;
        await page
          .getByRole('radio', {
            name: retiro ? 'Retirarla en la sucursal elegida' : 'Recibirla en un domicilio',
          })
          .check();
        if (!retiro) await this.#address(event.addressValidated === true);
        return continuar.click({ force: !retiro && !event.addressValidated });
      }
      default:
        throw new Error(`no browser action for ${event.type}`);
    }
  }

  /** The company form sent with the home link's branch stored: /sucursal opens with it chosen. */
  async #openSucursal(): Promise<void> {
    const { page } = this;
    const link = { idSucursal: SELECCION.sucursalCodigo, idOficial: SELECCION.oficialCodigo };
    await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
      key: DRAFT_KEYS.preselection,
      value: JSON.stringify(link),
    });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await fillCompanyData(page);
    await this.#address(true);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }

  /** A branch and an officer (the ones chosen, else the first), then Continuar; unanswered if it fails. */
  async #chooseBranch(fails: boolean): Promise<void> {
    const { page } = this;
    for (const name of ['Sucursal', 'Oficial de cuenta']) {
      const group = page.getByRole('group', { name });
      await look(group).toBeVisible();
      if ((await group.locator('input[type=radio]:checked').count()) === 0)
        await group.locator('input[type=radio]').first().check();
    }
    const call = this.#call('confirmSeleccion');
    if (fails)
      await page.route(
        (url) => call.url(url.href),
        (route) => route.abort('failed'),
        { times: 1 },
      );
    const answered = fails
      ? page.waitForEvent('requestfailed', { predicate: call.matches })
      : page.waitForResponse((response) => call.matches(response.request()));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await answered;
  }

  /** Types the address block and validates it, or leaves it unvalidated, as the event says. */
  async #address(validated: boolean): Promise<void> {
    const { page } = this;
    const passed = page.getByText('Domicilio validado');
    if (validated && (await passed.isVisible())) return;
    await fillAddress(page, DOMICILIO);
    if (validated) {
      await page.getByRole('button', { name: 'Validar domicilio' }).click();
      await look(passed).toBeVisible();
    } else {
      // Typing the same values changes nothing: an edit is what undoes a passed check.
      if (await passed.isVisible()) await page.getByLabel('Calle').fill('Calle 8');
      await look(passed).toBeHidden();
    }
  }
}
