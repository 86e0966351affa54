// The evaluation set of the document judge (issues 13 and 23): scenes of ID-1 cards as applicants
// present them, described as data (seeded) and drawn by Chromium (CSS 3D transforms, SVG textures,
// system fonts, JPEG encoding), a renderer independent of the pixel loop of core's unit tests.
// Parts differ in card designs, surfaces and seeds: 'dev' is what the judge may be tuned on, 'held'
// only reports (docs/detector-eval.md lists which designs and surfaces are held out), and 'wide' and
// 'extra' and 'mixed' are more development: each draws designs and surfaces no other part draws, and is
// first measured before any tuning, so that it says how the judge fares on drawing it has never seen.
import { mulberry32 } from '@alta/core/testing/capture/document-detector/synthetic-card';
import { DESIGN_NAMES, type Design } from './card-designs.ts';
import { type Placement, type Pose, type PoseRange, placeCard } from './pose.ts';
import { SURFACE_NAMES, type Surface } from './surfaces.ts';

export { SCENE_BARCODE } from './card-designs.ts';

export type Kind = Placement | 'none';
export type Part = 'dev' | 'held' | 'wide' | 'extra' | 'mixed';
export type Light = 'neutral' | 'warm' | 'cool' | 'vignette' | 'lamp' | 'shadow';
export type Hand = 'thumb' | 'fingers' | 'leaving' | 'palm';

export interface Scene {
  part: Part;
  condition: string;
  kind: Kind;
  width: number;
  height: number;
  surface: Surface;
  /** The card, absent for frames without one. */
  card?: Pose & { design: Design; radius: number };
  hand?: Hand;
  glare?: boolean;
  light: Light;
  /** CSS blur radius in px. */
  blur?: number;
  dim?: boolean;
  /** JPEG quality of the frame (0..100). */
  quality: number;
  /** Something else in view instead of the card. */
  decoy?: 'a4' | 'face' | 'cat' | 'phone' | 'notebook';
  seed: number;
}

/** What each part draws from. A design or surface of one part never appears in another (but the DNI). */
export const PARTS: Record<Part, { designs: Design[]; surfaces: Surface[]; noCardPhoto: Surface }> = {
  dev: {
    designs: ['dni', 'band', 'dark', 'chip-mrz', 'licence'],
    surfaces: [
      'wood',
      'white',
      'dark',
      'checked',
      'keyboard',
      'newspaper',
      'brick',
      'grass',
      'cafe',
      'photo:text',
      'photo:coffee',
    ],
    noCardPhoto: 'photo:chelsea',
  },
  held: {
    designs: ['dni', 'band-gradient', 'dark-holo', 'side-band', 'hologram', 'white-minimal'],
    surfaces: [
      'oak',
      'marble',
      'granite',
      'striped',
      'fabric',
      'keyboard-white',
      'page',
      'desk',
      'gravel',
      'photo:brick',
      'photo:grass',
      'photo:gravel',
    ],
    noCardPhoto: 'photo:astronaut',
  },
  wide: {
    designs: ['dni', 'guilloche', 'scenic', 'upright', 'two-tone', 'framed', 'metal'],
    surfaces: ['tiles', 'carpet', 'cork', 'laptop', 'planks', 'leather'],
    noCardPhoto: 'photo:coffee',
  },
  extra: {
    designs: ['dni', 'window', 'rainbow', 'teal-licence', 'tricolour', 'photo-bleed', 'waves', 'permit'],
    surfaces: ['terrazzo', 'denim', 'bedsheet', 'concrete', 'glass', 'sofa', 'walnut'],
    noCardPhoto: 'photo:chelsea',
  },
  mixed: {
    designs: ['dni', 'stars', 'beige-id', 'orange'],
    surfaces: ['letter', 'notebook', 'placemat', 'receipts', 'book', 'corduroy'],
    noCardPhoto: 'photo:coffee',
  },
};

interface Condition {
  name: string;
  kind: Kind;
  make?: Partial<Scene>;
  pose?: Partial<PoseRange>;
}

const POSE: PoseRange = { share: [0.605, 0.88], rotate: 15, tiltX: 15, tiltY: 12, perspective: 1 };
const LIGHTS: Light[] = ['warm', 'cool', 'vignette', 'lamp', 'shadow'];

function conditions(part: Part): Condition[] {
  const { designs, surfaces, noCardPhoto } = PARTS[part];
  return [
    ...surfaces.map(
      (s): Condition => ({ name: `surface: ${SURFACE_NAMES[s]}`, kind: 'close', make: { surface: s } }),
    ),
    ...designs.map(
      (d): Condition => ({
        name: `design: ${DESIGN_NAMES[d]}`,
        kind: 'close',
        make: { card: { design: d } as Scene['card'] },
      }),
    ),
    { name: 'light: warm', kind: 'close', make: { light: 'warm' } },
    { name: 'light: cool', kind: 'close', make: { light: 'cool' } },
    { name: 'light: uneven, vignette', kind: 'close', make: { light: 'vignette' } },
    { name: 'light: uneven, lamp', kind: 'close', make: { light: 'lamp' } },
    { name: "light: a phone's shadow", kind: 'close', make: { light: 'shadow' } },
    { name: 'pose: rotated 20–45°', kind: 'close', pose: { rotate: 45, atLeast: { rotate: 20 } } },
    { name: 'pose: tilted 20–35°', kind: 'close', pose: { tiltX: 35, tiltY: 35, atLeast: { tilt: 20 } } },
    {
      name: 'pose: strong perspective',
      kind: 'close',
      pose: { tiltX: 50, tiltY: 50, perspective: 0.6, atLeast: { tilt: 35 } },
    },
    { name: 'pose: fills the frame', kind: 'close', pose: { share: [0.85, 0.95] } },
    { name: 'pose: just close (60–65%)', kind: 'close', pose: { share: [0.605, 0.65] } },
    { name: 'hand: thumb on edge', kind: 'close', make: { hand: 'thumb' } },
    { name: 'hand: fingers behind', kind: 'close', make: { hand: 'fingers' } },
    { name: 'hand leaving frame', kind: 'close', make: { hand: 'leaving' } },
    { name: 'hand: held in the palm', kind: 'close', make: { hand: 'palm' } },
    { name: 'glare', kind: 'close', make: { glare: true } },
    { name: 'blur', kind: 'close', make: { blur: 1.6 } },
    { name: 'dim, noisy', kind: 'close', make: { dim: true } },
    { name: 'JPEG q50', kind: 'close', make: { quality: 50 } },
    { name: 'far: flat', kind: 'far', pose: { tiltX: 8, tiltY: 8 } },
    { name: 'far: tilted', kind: 'far', pose: { tiltX: 35, tiltY: 35, atLeast: { tilt: 15 } } },
    { name: 'far: in hand', kind: 'far', make: { hand: 'palm' } },
    { name: 'cut: slightly over an edge', kind: 'cut', pose: { over: [0.03, 0.08] } },
    { name: 'cut: well over an edge', kind: 'cut', pose: { over: [0.08, 0.3] } },
    { name: 'cut: too close', kind: 'cut', pose: { share: [1.02, 1.3], over: [0, 0] } },
    { name: 'cut: in hand', kind: 'cut', make: { hand: 'palm' }, pose: { over: [0.04, 0.25] } },
    { name: 'none: empty surfaces', kind: 'none' },
    { name: 'none: A4 sheet', kind: 'none', make: { decoy: 'a4' } },
    { name: 'none: face', kind: 'none', make: { decoy: 'face' } },
    { name: 'none: cat', kind: 'none', make: { decoy: 'cat' } },
    { name: 'none: phone', kind: 'none', make: { decoy: 'phone' } },
    { name: 'none: notebook', kind: 'none', make: { decoy: 'notebook' } },
    { name: `none: ${SURFACE_NAMES[noCardPhoto]}`, kind: 'none', make: { surface: noCardPhoto } },
  ];
}

/** FNV-1a: a scene's seed comes from its part, condition and index, so new conditions move no other. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * `perCondition` scenes of every condition of the part(s), alternately landscape 1280x720 and portrait
 * 720x1280, from the `from`-th of each condition on: a later run of indices is a fresh sample of the
 * same part, drawn the same way (decision 124).
 */
export function scenes(perCondition: number, parts: readonly Part[] = ['dev', 'held'], from = 0): Scene[] {
  const out: Scene[] = [];
  for (const part of parts) {
    const { designs, surfaces } = PARTS[part];
    for (const c of conditions(part)) {
      for (let i = from; i < from + perCondition; i++) {
        const seed = hash(`${part}|${c.name}|${i}`);
        const random = mulberry32(seed);
        const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
        const portrait = i % 2 === 1;
        const width = portrait ? 720 : 1280;
        const height = portrait ? 1280 : 720;
        const { card: fixed, ...make } = c.make ?? {};
        const scene: Scene = {
          part,
          condition: c.name,
          kind: c.kind,
          width,
          height,
          surface: c.kind === 'none' ? (surfaces[i % surfaces.length] as Surface) : pick(surfaces),
          light: random() < 0.5 ? 'neutral' : pick(LIGHTS),
          quality: 90,
          seed: seed % 100_000,
          ...make,
        };
        if (c.kind !== 'none') {
          const range = {
            ...POSE,
            ...(c.kind === 'far' ? { share: [0.22, 0.47] as [number, number] } : {}),
            ...c.pose,
          };
          const pose = placeCard(c.kind, width, height, range, random);
          scene.card = { ...pose, design: fixed?.design ?? pick(designs), radius: 0.015 + 0.055 * random() };
        }
        out.push(scene);
      }
    }
  }
  return out;
}

/**
 * The scripts' `--condition TEXT[,TEXT]`: whether a condition's name holds one of the comma-separated
 * texts (every condition when there are none).
 */
export const conditionFilter =
  (texts: string | undefined) =>
  (condition: string): boolean =>
    !texts || texts.split(',').some((text) => condition.includes(text));

export const partNames: Record<Part, string> = {
  dev: 'development',
  held: 'held-out',
  wide: 'wider development',
  extra: 'further development',
  mixed: 'mixed-grounds development',
};
