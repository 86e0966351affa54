// The evaluation set of the document judge (issue 13): scenes of a DNI-like card as applicants present
// it, described as data (seeded) and drawn by Chromium (CSS 3D transforms, SVG turbulence textures,
// system fonts, JPEG encoding), an independent renderer from the pixel loop of core's unit tests.
import { cardGuide } from '@alta/core/capture/card-guide';
import { mulberry32 } from '@alta/core/testing/capture/document-detector/synthetic-card';

export type Kind = 'close' | 'far' | 'none';

export interface Scene {
  condition: string;
  kind: Kind;
  width: number;
  height: number;
  background: Background;
  /** The card: centre, long side in px, rotation and tilt in degrees; absent for no-card frames. */
  card?: { cx: number; cy: number; size: number; rotate: number; tiltX: number; tiltY: number };
  hand?: 'thumb' | 'fingers' | 'leaving';
  glare?: boolean;
  /** CSS blur radius in px. */
  blur?: number;
  dim?: boolean;
  /** JPEG quality of the frame (0..100). */
  quality: number;
  /** Something else in view instead of (or besides) the card. */
  decoy?: 'a4' | 'face' | 'cat' | 'phone';
  seed: number;
}

export type Background = 'dark' | 'white' | 'wood' | 'brick' | 'gravel' | 'grass' | 'page' | 'cafe' | Photo;

/** Public-domain photographs (card-scenes/photos, README there), drawn as they are by Chromium. */
export type Photo =
  | 'photo:brick'
  | 'photo:grass'
  | 'photo:gravel'
  | 'photo:text'
  | 'photo:coffee'
  | 'photo:chelsea'
  | 'photo:astronaut';

export const SCENE_BARCODE = '00498765432@FERNANDEZ@LUCIA BELEN@F@28765432@B@03/11/1985@22/08/2019@200';

const CONDITIONS: { name: string; kind: Kind; make: Partial<Scene> }[] = [
  { name: 'dark table', kind: 'close', make: { background: 'dark' } },
  { name: 'white table', kind: 'close', make: { background: 'white' } },
  { name: 'wood', kind: 'close', make: { background: 'wood' } },
  { name: 'brick', kind: 'close', make: { background: 'brick' } },
  { name: 'gravel', kind: 'close', make: { background: 'gravel' } },
  { name: 'grass', kind: 'close', make: { background: 'grass' } },
  { name: 'printed page under', kind: 'close', make: { background: 'page' } },
  { name: 'café table, clutter', kind: 'close', make: { background: 'cafe' } },
  { name: 'hand: thumb on edge', kind: 'close', make: { background: 'wood', hand: 'thumb' } },
  { name: 'hand: fingers behind', kind: 'close', make: { background: 'dark', hand: 'fingers' } },
  { name: 'hand leaving frame', kind: 'close', make: { background: 'white', hand: 'leaving' } },
  { name: 'glare', kind: 'close', make: { background: 'dark', glare: true } },
  { name: 'blur', kind: 'close', make: { background: 'wood', blur: 1.6 } },
  { name: 'dim, noisy', kind: 'close', make: { background: 'cafe', dim: true } },
  { name: 'JPEG q50', kind: 'close', make: { background: 'gravel', quality: 50 } },
  { name: 'far: dark', kind: 'far', make: { background: 'dark' } },
  { name: 'far: wood', kind: 'far', make: { background: 'wood' } },
  { name: 'far: white', kind: 'far', make: { background: 'white' } },
  { name: 'far: café', kind: 'far', make: { background: 'cafe' } },
  { name: 'none: empty tables', kind: 'none', make: {} },
  { name: 'none: A4 sheet', kind: 'none', make: { background: 'dark', decoy: 'a4' } },
  { name: 'none: face', kind: 'none', make: { background: 'white', decoy: 'face' } },
  { name: 'none: cat', kind: 'none', make: { background: 'wood', decoy: 'cat' } },
  { name: 'none: phone', kind: 'none', make: { background: 'cafe', decoy: 'phone' } },
  // Photographs instead of drawn textures (appended, so the conditions above keep their seeds).
  { name: 'photo: brick', kind: 'close', make: { background: 'photo:brick' } },
  { name: 'photo: grass', kind: 'close', make: { background: 'photo:grass' } },
  { name: 'photo: gravel', kind: 'close', make: { background: 'photo:gravel' } },
  { name: 'photo: printed text', kind: 'close', make: { background: 'photo:text' } },
  { name: 'photo: café table', kind: 'close', make: { background: 'photo:coffee' } },
  { name: 'photo: person behind', kind: 'close', make: { background: 'photo:astronaut' } },
  { name: 'far: photo gravel', kind: 'far', make: { background: 'photo:gravel' } },
  { name: 'far: photo café', kind: 'far', make: { background: 'photo:coffee' } },
  { name: 'none: photo textures', kind: 'none', make: {} },
  { name: 'none: cat photo', kind: 'none', make: { background: 'photo:chelsea' } },
  { name: 'none: face photo', kind: 'none', make: { background: 'photo:astronaut' } },
];

const PHOTOS: Photo[] = ['photo:brick', 'photo:grass', 'photo:gravel', 'photo:text', 'photo:coffee'];

const EMPTY: Background[] = ['dark', 'white', 'wood', 'brick', 'gravel', 'grass', 'page', 'cafe'];

/** `perCondition` scenes of every condition, half landscape 1280x720 and half portrait 720x1280. */
export function scenes(perCondition: number): Scene[] {
  const out: Scene[] = [];
  CONDITIONS.forEach(({ name, kind, make }, c) => {
    for (let i = 0; i < perCondition; i++) {
      const random = mulberry32(1000 * (c + 1) + i);
      const portrait = i % 2 === 1;
      const width = portrait ? 720 : 1280;
      const height = portrait ? 1280 : 720;
      const guide = cardGuide(width, height);
      const between = (a: number, b: number) => a + (b - a) * random();
      const share = kind === 'far' ? between(0.3, 0.55) : between(0.8, 1.05);
      const scene: Scene = {
        condition: name,
        kind,
        width,
        height,
        background: (name.startsWith('none: photo')
          ? PHOTOS[i % PHOTOS.length]
          : EMPTY[i % EMPTY.length]) as Background,
        quality: 90,
        seed: c * 100 + i,
        ...make,
      };
      if (kind !== 'none') scene.card = placeInside(width, height, guide.width * share, guide, between);
      out.push(scene);
    }
  });
  return out;
}

/**
 * A card near the drawn frame's centre, rotated and tilted up to 15°, and wholly in the frame (a
 * close card that leaves the frame is not what the screen asks for): the offset shrinks first, then
 * the size down to 80% of the frame, then the rotation.
 */
function placeInside(
  width: number,
  height: number,
  wanted: number,
  guide: { width: number; height: number },
  between: (a: number, b: number) => number,
): NonNullable<Scene['card']> {
  let card = {
    cx: width / 2 + between(-0.1, 0.1) * guide.width,
    cy: height / 2 + between(-0.1, 0.1) * guide.height,
    size: wanted,
    rotate: between(-15, 15),
    tiltX: between(-15, 15),
    tiltY: between(-12, 12),
  };
  // The rotated card's half extents, with 12% for the tilt's perspective, must fit with a 2% margin.
  const fits = (c: typeof card) => {
    const r = (Math.abs(c.rotate) * Math.PI) / 180;
    const w = c.size;
    const h = w / 1.5858;
    const hx = (1.12 * (w * Math.cos(r) + h * Math.sin(r))) / 2;
    const hy = (1.12 * (w * Math.sin(r) + h * Math.cos(r))) / 2;
    return (
      c.cx - hx > 0.02 * width &&
      c.cx + hx < 0.98 * width &&
      c.cy - hy > 0.02 * height &&
      c.cy + hy < 0.98 * height
    );
  };
  for (let k = 0; k < 60 && !fits(card); k++) {
    if (k < 10) card = { ...card, cx: (card.cx + width / 2) / 2, cy: (card.cy + height / 2) / 2 };
    else if (card.size > 0.8 * guide.width)
      card = { ...card, size: Math.max(0.8 * guide.width, card.size * 0.97) };
    else card = { ...card, rotate: card.rotate * 0.85 };
  }
  return card;
}
