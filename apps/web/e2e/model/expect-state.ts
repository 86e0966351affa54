// What the user sees in the state a model path reached: core's route for it, the page heading, the
// branch and officer lists, the toast the catalogue promises, the address prompt.
import { ADDRESS_REQUIRED_MESSAGE } from '@alta/core/address/address.schema';
import { isCompleteBranchChoice, NO_SUCURSALES_MESSAGE } from '@alta/core/branch/branch.schema';
import { routeFor } from '@alta/core/flow-routes';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { Step } from './browser-paths.ts';
import type { Flow } from './flows.ts';

export const look = expect.configure({ timeout: 10_000 });

const top = (step: Step) =>
  typeof step.state.value === 'string' ? step.state.value : (Object.keys(step.state.value)[0] as string);

/** What the user sees in the state reached, as core's route table and the machine say. */
export const expectState = async (page: Page, flow: Flow, from: Step, end: Step): Promise<void> => {
  const s = end.state;
  const route = routeFor(flow.routes as never, s as never);
  if (route)
    await look(page, `the page of ${JSON.stringify(s.value)}`).toHaveURL(
      (url) => decodeURIComponent(url.pathname) === decodeURIComponent(route),
    );
  const heading = flow.headings[top(end)];
  if (heading) await look(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (s.matches('blocked') || s.matches('left')) {
    await look(page.getByRole('heading', { level: 1, name: 'Ups' })).toBeVisible();
    const message = decodeURIComponent((route as string).split('/').at(-1) as string);
    await look(page.getByText(message, { exact: true })).toBeVisible();
  }
  if (s.matches('unavailable')) {
    await look(page.getByText('No pudimos cargar tu solicitud en este momento.')).toBeVisible();
    await look(page.getByRole('dialog', { name: 'Tu sesión ha expirado' })).toBeVisible();
  }
  // /sucursal's own states are the branch child's (walked as a flow of their own). In a flow, the
  // page is at rest once the child has its lists: what the user does next acts on them.
  const branch = flow.id === 'branchSelection';
  if (!branch && s.matches('sucursal' as never)) {
    await look(page.getByRole('group', { name: 'Sucursal' })).toBeVisible();
    await look(page.getByText('Buscando oficiales…')).toBeHidden();
  }
  if (branch && s.matches('loadingOficiales' as never))
    await look(page.getByText('Buscando oficiales…')).toBeVisible();
  if (branch && s.matches('choosing' as never)) {
    const { sucursales, oficiales, seleccion } = s.context;
    if (sucursales.length === 0) await look(page.getByText(NO_SUCURSALES_MESSAGE)).toBeVisible();
    else
      await look(page.getByRole('group', { name: 'Sucursal' }).getByRole('radio')).toHaveCount(
        sucursales.length,
      );
    await look(page.getByRole('group', { name: 'Oficial de cuenta' }).getByRole('radio')).toHaveCount(
      oficiales.length,
    );
    const continuar = look(page.getByRole('button', { name: 'Continuar' }));
    await (isCompleteBranchChoice(seleccion) ? continuar.toBeEnabled() : continuar.toBeDisabled());
  }
  // The toaster sits outside the session-expired dialog, which makes it inert: found by its text.
  const toast = s.context.outcome?.toast;
  if (toast && s.context.outcome !== from.state.context.outcome)
    await look(page.locator('.toaster').getByText(toast.message, { exact: true })).toBeVisible();
  if (s.context.addressPrompts > from.state.context.addressPrompts)
    await look(page.getByText(ADDRESS_REQUIRED_MESSAGE)).toBeVisible();
};
