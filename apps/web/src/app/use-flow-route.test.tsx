import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { assign, createActor, createMachine } from 'xstate';
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

// A flow of three pages that owns its URL: the list, its review (refused while the list is empty),
// and a loading state with no page of its own.
const flow = createMachine({
  id: 'flow',
  types: {} as {
    context: { items: number };
    events: { type: 'list.add' } | { type: 'list.review' } | { type: 'list.edit' } | { type: 'list.load' };
  },
  context: { items: 0 },
  initial: 'list',
  states: {
    loading: { on: { 'list.edit': 'list' } },
    list: {
      on: {
        'list.add': { actions: assign({ items: ({ context }) => context.items + 1 }) },
        'list.review': { guard: ({ context }) => context.items > 0, target: 'review' },
        'list.load': 'loading',
      },
    },
    review: { on: { 'list.edit': 'list' } },
  },
});
type FlowActor = ReturnType<typeof createActor<typeof flow>>;
const FLOW_TABLE: Parameters<typeof useFlowRoute<FlowActor>>[1] = [
  ['list', () => '/lista'],
  ['review', () => '/revision'],
];
const FLOW_EVENTS = { '/lista': { type: 'list.edit' }, '/revision': { type: 'list.review' } } as const;

const FlowHost = ({ actor, events }: { actor: FlowActor; events?: typeof FLOW_EVENTS }) => {
  useFlowRoute(actor, FLOW_TABLE, { events });
  return null;
};

const mountFlow = (path: string, events: typeof FLOW_EVENTS | null = FLOW_EVENTS) => {
  const location = memoryLocation({ path, record: true });
  const actor = createActor(flow).start();
  const sent: string[] = [];
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.push(event.type);
    send(event);
  };
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <FlowHost actor={actor} events={events ?? undefined} />
    </Router>,
  );
  return { actor, location, sent };
};

describe('useFlowRoute with a path → event map (the URL changing under the machine)', () => {
  it("sends the new path's event once: back from the review edits the list again", () => {
    const { actor, location, sent } = mountFlow('/lista');
    act(() => actor.send({ type: 'list.add' }));
    act(() => actor.send({ type: 'list.review' }));
    sent.length = 0;
    // The browser's back: the URL is the list's before the machine knows.
    act(() => location.navigate('/lista'));
    expect(sent).toEqual(['list.edit']);
    expect(actor.getSnapshot().value).toBe('list');
    expect(location.history.at(-1)).toBe('/lista');
  });

  it("does not echo the machine's own navigation back to it as an event", () => {
    const { actor, location, sent } = mountFlow('/lista');
    act(() => actor.send({ type: 'list.add' }));
    act(() => actor.send({ type: 'list.review' }));
    act(() => actor.send({ type: 'list.edit' }));
    expect(location.history).toEqual(['/lista', '/revision', '/lista']);
    expect(sent).toEqual(['list.add', 'list.review', 'list.edit']);
  });

  it('takes a path with a trailing slash as the page without it', () => {
    const { actor, location, sent } = mountFlow('/lista');
    act(() => actor.send({ type: 'list.add' }));
    sent.length = 0;
    act(() => location.navigate('/revision/'));
    expect(sent).toEqual(['list.review']);
    expect(actor.getSnapshot().value).toBe('review');
  });

  it("puts back the machine's page in place of a path it refuses, without a new history entry", () => {
    const { actor, location, sent } = mountFlow('/lista');
    act(() => location.navigate('/revision'));
    expect(sent).toEqual(['list.review']);
    expect(actor.getSnapshot().value).toBe('list');
    expect(location.history).toEqual(['/lista', '/lista']);
  });

  it("puts back the machine's page in place of a path the flow has no event for", () => {
    const { location, sent } = mountFlow('/lista');
    act(() => location.navigate('/otra'));
    expect(sent).toEqual([]);
    expect(location.history).toEqual(['/lista', '/lista']);
  });

  it('leaves the URL alone while the machine is on no page (loading): it moves the URL itself later', () => {
    const { actor, location, sent } = mountFlow('/lista');
    act(() => actor.send({ type: 'list.load' }));
    sent.length = 0;
    act(() => location.navigate('/revision'));
    expect(sent).toEqual(['list.review']);
    expect(location.history).toEqual(['/lista', '/revision']);
  });

  it('without a map, a URL change sends nothing and moves nothing', () => {
    const { location, sent } = mountFlow('/lista', null);
    act(() => location.navigate('/revision'));
    expect(sent).toEqual([]);
    expect(location.history).toEqual(['/lista', '/revision']);
  });
});
