import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { useFlowRoute } from './use-flow-route.ts';

// Two pages, as the phone's QR way has them: each route keeps the QR's query.
const machine = createMachine({
  id: 'pages',
  initial: 'capture',
  states: {
    capture: { on: { 'page.next': 'preview' } },
    preview: { on: { 'page.back': 'capture' } },
  },
});
type PagesActor = ReturnType<typeof createActor<typeof machine>>;
const TABLE: Parameters<typeof useFlowRoute<PagesActor>>[1] = [
  ['capture', () => '/frente?q=abc'],
  ['preview', () => '/preview?q=abc'],
];

const Host = ({ actor }: { actor: PagesActor }) => {
  useFlowRoute(actor, TABLE);
  return null;
};

const mount = (path: string) => {
  const location = memoryLocation({ path, record: true });
  const actor = createActor(machine).start();
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Host actor={actor} />
    </Router>,
  );
  return { actor, location };
};

describe('useFlowRoute with routes that carry a query', () => {
  it('moves the URL, query included, when the machine moves to another page', () => {
    const { actor, location } = mount('/frente?q=abc');
    act(() => actor.send({ type: 'page.next' }));
    expect(location.history).toEqual(['/frente?q=abc', '/preview?q=abc']);
  });

  it('adds no history entry when the URL already shows the page the machine moves to (back from a preview)', () => {
    const { actor, location } = mount('/frente?q=abc');
    act(() => actor.send({ type: 'page.next' }));
    // The browser's back button: the URL is the capture page again before the machine follows.
    act(() => location.navigate('/frente?q=abc', { replace: true }));
    act(() => actor.send({ type: 'page.back' }));
    expect(location.history).toEqual(['/frente?q=abc', '/frente?q=abc']);
  });

  it('still navigates when only the path matches and the query differs', () => {
    const { actor, location } = mount('/frente?q=abc');
    act(() => actor.send({ type: 'page.next' }));
    act(() => location.navigate('/frente', { replace: true }));
    act(() => actor.send({ type: 'page.back' }));
    expect(location.history.at(-1)).toBe('/frente?q=abc');
  });
});
