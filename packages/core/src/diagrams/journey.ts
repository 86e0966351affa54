// docs/statecharts/journey.mmd: one map of the whole journey (issue 26). Its pages are the routes of
// flow-routes.ts' tables (read as text by route-source.ts), grouped by stage in flow order; its
// arrows are the machines' own transitions from a state on one page to a state on another, labelled
// with what moved them (the user's event or the call's answer, not the `always` / timer steps in
// between); its exits are the error catalogue's. Pure: the same machines and tables give the same text.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { BASE, BIOMETRIC_BASE, paths } from '../routes.ts';
import { routeEntries } from './route-source.ts';
import type { MachineSource } from './statecharts.ts';
import { allStates, type Edge, escapeLabel, machineEdges } from './to-mermaid.ts';

export const JOURNEY = 'journey';
const ID = '{idSolicitud}';
/** A path that takes the request's id, with `{idSolicitud}` in its place. */
const withId = (path: (id: string) => string): string => decodeURIComponent(path(ID));

/** The error catalogue's exits (journey §8, identity §4): where a `left` state's outcome goes. */
const EXITS = {
  errorPrimary: '/error-primary/{mensaje}',
  errorSecondary: '/error-secondary/{mensaje}',
  home: 'inicio (/)',
  resume: 'retomar (/continuar-tramite)',
  sessionExpired: 'sesión expirada (diálogo)',
} as const;
const CATALOGUE = 'exit:catalogue';

/**
 * The stages in flow order (journey §2, identity §4), each with its pages. A page a route table names
 * that no stage lists goes under 'Otras páginas', so a new route shows up rather than vanishing.
 */
export const JOURNEY_STAGES: readonly { name: string; pages: readonly string[] }[] = [
  { name: 'Inicio', pages: [paths.home, paths.loading] },
  { name: 'Retomar', pages: [paths.resume] },
  { name: 'Código por e-mail', pages: [withId(paths.otp)] },
  { name: 'Oferta', pages: [paths.offer] },
  { name: 'Datos (PF · PJ)', pages: [paths.personaFisicaForm, paths.personaJuridicaForm] },
  { name: 'Sucursal', pages: [paths.branch] },
  { name: 'Tarjeta (PF)', pages: [paths.cardDelivery] },
  { name: 'Integrantes (PJ)', pages: [paths.members, paths.memberReview] },
  { name: 'Documentación (PJ)', pages: [withId(paths.documents), paths.documentsReview] },
  {
    name: 'Biometría',
    pages: [
      paths.biometricInfoDni,
      paths.biometricFront,
      paths.biometricFrontPreview,
      paths.biometricBackInfo,
      paths.biometricBack,
      paths.biometricBackPreview,
      paths.biometricSelfieInfo,
      paths.biometricSelfie,
      paths.biometricSelfiePreview,
    ],
  },
  { name: 'Términos', pages: [paths.biometricTerms] },
  { name: 'Fin', pages: [paths.biometricWaitingProduct, paths.accountCreated] },
];

/**
 * The page a machine is opened on when its first states have none of their own (they keep the page
 * that started them), and what a route computed at run time can be. Kept small: everything else is
 * read from the tables.
 */
const OPENS_ON: Readonly<Record<string, string>> = {
  otp: withId(paths.otp),
  offer: paths.offer,
  personaFisica: paths.personaFisicaForm,
  personaJuridica: paths.personaJuridicaForm,
  members: paths.members,
  documents: withId(paths.documents),
  biometrics: paths.biometricInfoDni,
  terms: paths.biometricTerms,
  requestWatch: paths.biometricWaitingProduct,
};
/** Route helpers whose text names no path: what they return. */
const HELPERS: Readonly<Record<string, string>> = {
  regulatoryBlockRoute: EXITS.errorSecondary,
  // The resumed request goes to the code screen (the code then leads back to its stage).
  'context.destination': withId(paths.otp),
};
// The capture children show a preview before the flow moves on: the flow leaves from it.
const PREVIEW_OF: Readonly<Record<string, string>> = {
  [paths.biometricFront]: paths.biometricFrontPreview,
  [paths.biometricBack]: paths.biometricBackPreview,
  [paths.biometricSelfie]: paths.biometricSelfiePreview,
};
/** Machines drawn inside another's page (capture children, address block): their pages come from the parent. */
const INSIDE_A_PAGE = new Set(['idCapture', 'faceCapture', 'address', 'camera', 'captcha', 'infoGate']);

/** The pages a route as written can lead to: paths it names, calls of `paths.x(…)`, the catalogue. */
export const pagesOfRoute = (text: string): string[] => {
  if (/outcome\?\.navigateTo/.test(text)) return [CATALOGUE];
  const found = new Set<string>();
  for (const [helper, page] of Object.entries(HELPERS)) if (text.includes(helper)) found.add(page);
  for (const [, literal] of text.matchAll(/'(\/[^']*)'/g)) found.add(literal as string);
  for (const [, name] of text.matchAll(/paths\.(\w+)\(/g)) {
    const fn = (paths as Record<string, unknown>)[name as string];
    if (typeof fn === 'function') found.add(withId(fn as (id: string) => string));
  }
  // A helper's answer and the literal it falls back on are one page: keep the helper's.
  if (text.includes('context.destination')) found.delete(paths.resume);
  return [...found].map((page) =>
    page.startsWith('/error-secondary')
      ? EXITS.errorSecondary
      : page.startsWith('/error-primary')
        ? EXITS.errorPrimary
        : page,
  );
};

const isInside = (node: AnyStateNode, scope: AnyStateNode): boolean => {
  for (let n = node.parent; n; n = n.parent) if (n === scope) return true;
  return false;
};

interface Arrow {
  from: string;
  to: string;
  causes: Set<string>;
}

const AUTOMATIC = /^(always|after )/;

/** The arrows between pages one machine makes. */
const machineArrows = (machine: AnyStateMachine, routes: [string, string][], arrows: Map<string, Arrow>) => {
  const own = new Map<AnyStateNode, string[]>();
  for (const node of allStates(machine)) {
    const entry = routes.find(([state]) => state === node.path.join('.'));
    if (entry) own.set(node, pagesOfRoute(entry[1]));
  }
  const pagesOf = (node: AnyStateNode): string[] | null => {
    for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
      const pages = own.get(n);
      if (pages) return pages;
    }
    return null;
  };
  const edges = machineEdges(machine).filter((edge) => !edge.targetless);
  const add = (from: string, to: string, cause: string) => {
    const key = `${from}→${to}`;
    const arrow = arrows.get(key) ?? { from, to, causes: new Set<string>() };
    arrow.causes.add(cause);
    arrows.set(key, arrow);
  };
  // From each state with a page (and from the page the machine opens on), follow transitions through
  // states without one until a state on another page: one arrow per page pair, per cause.
  const walk = (start: AnyStateNode, fromPages: string[]) => {
    const leaving = fromPages.map((page) => PREVIEW_OF[page] ?? page);
    const queue: [AnyStateNode, string | null][] = [[start, null]];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const [node, cause] = queue.shift() as [AnyStateNode, string | null];
      for (const edge of edges.filter((e: Edge) => e.source === node || isInside(e.source, node))) {
        const next = AUTOMATIC.test(edge.event) ? (cause ?? edge.event) : edge.event;
        const to = pagesOf(edge.target);
        const key = `${edge.target.id}|${next}`;
        if (to === null || to.join() === fromPages.join()) {
          if (!seen.has(key)) {
            seen.add(key);
            queue.push([edge.target, next]);
          }
          continue;
        }
        for (const from of leaving) for (const page of to) if (page !== from) add(from, page, next);
      }
    }
  };
  const opensOn = OPENS_ON[machine.id];
  // A parallel root has no initial state: all its regions start.
  const first = machine.root.initial?.target[0] ?? machine.root;
  if (opensOn && !pagesOf(first)) walk(first, [opensOn]);
  for (const [node, pages] of own) if (!pages.includes(CATALOGUE)) walk(node, pages);
};

const nodeId = (page: string): string =>
  `p_${page.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}`;
const shortPage = (page: string): string =>
  page.startsWith(`${BASE}/`)
    ? `…${page.slice(BASE.length)}`
    : page.startsWith(`${BIOMETRIC_BASE}/`)
      ? `…${page.slice(BIOMETRIC_BASE.length)}`
      : page;

// One line per arrow: a second line would make every layer of the map taller.
const causeLabel = (causes: Set<string>): string => {
  const list = [...causes].sort((a, b) => a.localeCompare(b, 'en'));
  return escapeLabel(list.length > 1 ? `${list[0]} (+${list.length - 1})` : (list[0] ?? ''));
};

/** journey.mmd: every page by stage, the arrows between them, and the catalogue's exits. */
export const journeyFor = (
  sources: MachineSource[],
  routeSource: string,
  tableOf: (source: MachineSource) => string | null,
): string => {
  const arrows = new Map<string, Arrow>();
  for (const source of sources) {
    if (INSIDE_A_PAGE.has(source.machine.id)) continue;
    const table = tableOf(source);
    machineArrows(source.machine, table ? routeEntries(routeSource, table) : [], arrows);
  }
  const exits = new Set<string>(Object.values(EXITS));
  const listed = new Set(JOURNEY_STAGES.flatMap((stage) => stage.pages));
  const others = [...new Set([...arrows.values()].flatMap((a) => [a.from, a.to]))]
    .filter((page) => !listed.has(page) && !exits.has(page) && page !== CATALOGUE)
    .sort();
  const stages = [
    ...JOURNEY_STAGES,
    ...(others.length > 0 ? [{ name: 'Otras páginas', pages: others }] : []),
  ];
  const stageOf = new Map(stages.flatMap((stage, i) => stage.pages.map((page) => [page, `stage${i + 1}`])));

  // No subgraphs: ELK's nested layout drew the stages 3,400 px tall; each page names its stage on its
  // first line instead, and the arrows keep the flow's order top to bottom.
  const lines = [
    '---',
    'title: journey',
    '---',
    'flowchart TB',
    '  %% Generated by npm run diagrams from flow-routes.ts and the machines: do not edit.',
  ];
  stages.forEach((stage, i) => {
    for (const page of stage.pages)
      lines.push(
        `  ${nodeId(page)}["${escapeLabel(`${i + 1}. ${stage.name}`)}<br>${escapeLabel(shortPage(page))}"]`,
      );
  });
  // The error screens' 'Volver' goes home (identity §2 screen 14): said in the box, as an arrow back up
  // the whole map would widen it past 2,000 px.
  for (const exit of Object.values(EXITS)) {
    const back = exit.startsWith('/error') ? '<br>Volver: /' : '';
    lines.push(`  ${nodeId(exit)}["${escapeLabel('Salida del catálogo')}<br>${escapeLabel(exit)}${back}"]`);
  }

  // A page whose flow can fail into the catalogue gets a red border rather than one more arrow each.
  const failing = new Set<string>();
  for (const arrow of [...arrows.values()].sort((a, b) =>
    `${a.from}→${a.to}`.localeCompare(`${b.from}→${b.to}`, 'en'),
  )) {
    if (arrow.to === CATALOGUE) failing.add(arrow.from);
    else lines.push(`  ${nodeId(arrow.from)} -->|"${causeLabel(arrow.causes)}"| ${nodeId(arrow.to)}`);
  }
  // Where the exits lead (journey §8; identity §4: the session-expired dialog's 'Retomar trámite').
  const failingIds = [...failing]
    .filter((page) => stageOf.has(page))
    .map(nodeId)
    .sort();
  lines.push(
    `  ${nodeId(EXITS.home)} -.-> ${nodeId(paths.home)}`,
    `  ${nodeId(EXITS.resume)} -.-> ${nodeId(paths.resume)}`,
    `  ${nodeId(EXITS.sessionExpired)} -.->|"Retomar trámite"| ${nodeId(paths.resume)}`,
    '  classDef exit fill:#fdecea,stroke:#b3261e',
    `  class ${Object.values(EXITS).map(nodeId).join(',')} exit`,
    ...(failingIds.length > 0
      ? [
          '  classDef fails stroke:#b3261e,stroke-width:2px,stroke-dasharray:6 3',
          `  class ${failingIds.join(',')} fails`,
        ]
      : []),
    '',
  );
  return lines.join('\n');
};
