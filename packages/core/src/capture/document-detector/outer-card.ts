// The card round a block of it (decision 075). A card with a frame round its face, or a border that
// glare or a textured table breaks in places, loses on its borders to a shape inside it: the face's
// edge, or two of the card's sides with two of the face's. The mask cannot part them (its cells are a
// thirty-second of the frame, and both lie on the card), so findCard's nested rule (decision 071)
// lets the crisper one win. Seen from outside, they part: between the card's side and the block's
// lies the card itself (its margin, or the print, photo or picture that runs to its edge), colours the
// table past it does not have; a larger shape made with a line of the table (a tile's grout, a plank,
// a check of the cloth, a seam) adds a band of the table, whose colours are found past it (decision 096).
import type { Point } from '../detector-port.ts';
import type { GrayImage } from './luminance.ts';
import { median, mostlySpread } from './middle-values.ts';
import { outsideFrame } from './cut-card.ts';
import { insideQuad, outwardSides, quadPoint } from './quad-points.ts';

export interface KeptShape<T> {
  corners: readonly Point[];
  /** The mask's likeness (mask-agreement.ts). */
  like: number;
  /** The root of its area, in the gray image's pixels. */
  size: number;
  /** How far outside it a corner may lie and still be inside (gray pixels). */
  slack: number;
  score: number;
  card: T;
}

/**
 * Of the shapes findCard kept, each better than the one before, the best-scoring one round the last
 * that the mask likes as well and whose borders are nearly as strong, when what it adds is the card's
 * margin, not the table; undefined when there is none.
 */
export function outerCard<T>(kept: readonly KeptShape<T>[], img: GrayImage, liked: number): T | undefined {
  const last = kept.at(-1);
  if (!last) return undefined;
  let outer: KeptShape<T> | undefined;
  for (const o of kept) {
    if (
      o !== last &&
      o.like >= liked &&
      o.like >= last.like - LIKE_TIE &&
      o.score >= SCORE_SHARE * last.score &&
      last.size <= LARGER * o.size &&
      (!outer || o.score > outer.score) &&
      last.corners.every((p) => insideQuad(o.corners, p, o.slack)) &&
      !groundBand(img, o.corners, last.corners)
    )
      outer = o;
  }
  return outer?.card;
}

/**
 * Of the shapes findCard kept, the best-scoring one that lies whole inside the frame, about as large as
 * the last and over it, when the last runs past the frame's edge and the mask likes it LIKE_LEAD less
 * (decision 115). A card near the frame's edge on a surface of lines (planks, a keyboard) can lose on
 * its borders to a shape made of two of its sides and two lines beyond it, past the edge: a card the
 * judge then refuses as cut. A card the frame does cut has no whole shape of its size inside the frame.
 */
export function cardInFrame<T>(kept: readonly KeptShape<T>[], img: GrayImage, liked: number): T | undefined {
  const last = kept.at(-1);
  if (!last || !outsideFrame(last.corners, img)) return undefined;
  let whole: KeptShape<T> | undefined;
  for (const o of kept) {
    if (
      o !== last &&
      o.like >= liked &&
      o.like >= last.like + LIKE_LEAD &&
      o.score >= SCORE_SHARE * last.score &&
      o.size >= SAME_SIZE * last.size &&
      last.size >= SAME_SIZE * o.size &&
      !outsideFrame(o.corners, img) &&
      insideQuad(last.corners, quadPoint(o.corners, 0.5, 0.5)) &&
      insideQuad(o.corners, quadPoint(last.corners, 0.5, 0.5)) &&
      (!whole || o.score > whole.score)
    )
      whole = o;
  }
  return whole?.card;
}

/** How much better the mask must like the whole shape than the one past the edge: 0.80 against 0.63 on
 * the wider scene that asked for it (#493); two quads a few per cent apart differ by a few hundredths. */
export const LIKE_LEAD = 0.1;
/** Two shapes of the same card: neither's size (the root of its area) under this share of the other's
 * (on #493 the one past the edge had 0.89 of the card's area). */
const SAME_SIZE = 0.8;

/** How much less the mask may like the outer shape: the likeness of two quads a few per cent apart
 * differs by chance by a few hundredths, and a card whose lower part is a dark picture pleases the
 * mask less than the light block above it (0.86 against 0.95, wider scene #39277; decision 096). */
export const LIKE_TIE = 0.1;
/** The least share of the inner shape's score the outer one must reach: on the drawn development
 * scenes, a card that lost to a block of it scored 0.90–0.96 of the block (decision 075), on the wider
 * part 0.79 (#39277). 0.75 with a tie of 0.1 lost two development cards while the band had to be even
 * along the side (075); asking for the table's colours instead, it loses none (decision 096). */
export const SCORE_SHARE = 0.75;
/** The inner shape is at most this share of the outer one's size: closer, it is the same card seen
 * through other lines (its corners a pixel or two apart). */
const LARGER = 0.97;

/**
 * Whether a side of `outer` that lies apart from `inner`'s matching side only adds ground. Past the
 * side of a larger shape findCard kept (outerCard) lies the table: the band is ground when its colours
 * are found there, a little or a band's width beyond the side, at one of the points looked at along it
 * (decision 096). A pattern of the table (checks, tiles, planks) repeats past its line; a card's
 * margin, or the print, photo or picture that runs to its edge, is not found on the table. A band is
 * ground only where it is the table across its width: looked at in its middle and, where it is wide
 * enough, a quarter of its width inside the outer line, both must be found past the side (a licence's
 * flag stripe along its edge, then a white margin, on a white cloth; decision 127). Past a line
 * beside the card (`pastLine` 'object', detachedSide) may lie another object, whose colours the strip
 * of table before it lacks (a memory module beside a licence, real development photo 03_01): there the
 * band is ground when it looks like what lies past the side at the same point, or varies along the
 * side where no five of its seven points are alike (a title printed on a card's band stands out at
 * two; decisions 086, 094).
 */
export function groundBand(
  img: GrayImage,
  outer: readonly Point[],
  inner: readonly Point[],
  pastLine: 'table' | 'object' = 'table',
): boolean {
  const innerSides = outwardSides(inner);
  for (const { s, e, nx, ny } of outwardSides(outer)) {
    // The inner side facing the same way.
    let twin = innerSides[0];
    for (const q of innerSides) if (twin && q.nx * nx + q.ny * ny > twin.nx * nx + twin.ny * ny) twin = q;
    if (!twin) continue;
    const { s: ts, nx: tx, ny: ty } = twin;
    const band = bandBeside(img, s, e, nx, ny, (p) => (p.x - ts.x) * tx + (p.y - ts.y) * ty);
    // The same side in both: nothing added there.
    if (band.gap <= SAME_SIDE) continue;
    if (
      pastLine === 'table'
        ? band.unlikeAnywhere < BAND_UNLIKE
        : band.unlike < BAND_UNLIKE || band.mostlySpread > BAND_EVEN
    )
      return true;
  }
  return false;
}

/**
 * The band inside a side s→e (outward normal nx, ny) as wide as `gapAt` says at each point: the median
 * gap; how unlike the band is to what lies a little or a band's width past the side at the same point
 * (a check of the cloth further out is the band's colour; the median of the nearer of the two along
 * the side); how unlike it is to anything looked at past the side (for each of the band's points,
 * the nearest of all those past it; the median along the side; the larger of the band's middle and,
 * where the gap allows, a quarter of its width inside the outer line); and how much it varies along
 * the side (luminance plus hue, the span of its five most alike of seven points).
 */
export function bandBeside(
  img: GrayImage,
  s: Point,
  e: Point,
  nx: number,
  ny: number,
  gapAt: (p: Point) => number,
): { gap: number; unlike: number; unlikeAnywhere: number; mostlySpread: number } {
  const gaps: number[] = [];
  const unlike: number[] = [];
  const lumas: number[] = [];
  const hues: number[] = [];
  const bands: [number, number][] = [];
  const past: [number, number][] = [];
  // The band a quarter of its width inside the outer line, where the gap allows (decision 127): the
  // card's own edge when the outer shape is the card. Not by the inner line: beside a card its shadow
  // darkens the table.
  const nearOuter: [number, number][] = [];
  for (let k = 0; k < ALONG; k++) {
    const t = 0.15 + (0.7 * k) / (ALONG - 1);
    const p = { x: s.x + t * (e.x - s.x), y: s.y + t * (e.y - s.y) };
    const gap = gapAt(p);
    gaps.push(gap);
    const beyond = Math.max(2, gap / 2);
    const band = colourAt(img, p.x - nx * (gap / 2), p.y - ny * (gap / 2));
    const near = colourAt(img, p.x + nx * beyond, p.y + ny * beyond);
    const far = colourAt(img, p.x + nx * (beyond + gap), p.y + ny * (beyond + gap));
    lumas.push(band[0]);
    hues.push(band[1]);
    bands.push(band);
    past.push(near, far);
    unlike.push(Math.min(apart(band, near), apart(band, far)));
    if (gap / 4 >= DEPTH_CLEAR) nearOuter.push(colourAt(img, p.x - (nx * gap) / 4, p.y - (ny * gap) / 4));
  }
  const unlikePast = (across: readonly (readonly [number, number])[]) =>
    across.length < ALONG ? 0 : median(across.map((b) => Math.min(...past.map((q) => apart(b, q)))));
  return {
    gap: median(gaps),
    unlike: median(unlike),
    unlikeAnywhere: Math.max(unlikePast(bands), unlikePast(nearOuter)),
    mostlySpread: mostlySpread(lumas, ALONG - 2) + mostlySpread(hues, ALONG - 2),
  };
}

/** The least distance (gray pixels) from the outer line at which the band is looked at off its middle. */
const DEPTH_CLEAR = 3;
/** Points looked at along each side. */
const ALONG = 7;
/** A side apart from its twin by at most this (gray pixels, the median along it) is the same side. */
const SAME_SIDE = 3;
/** The least difference (luminance plus hue levels, the median along the side) between the band and
 * the table past the outer side: on the drawn development scenes a card's margin differed by 32 or
 * more, a band of the table even along the side by 19 at most. */
export const BAND_UNLIKE = 26;
/** The most a band beside a line may vary along the side (luminance plus hue, the span of its five
 * most alike points): a card's margin varied by 0, a band of a checked cloth or a tiled floor by
 * 38–136 (decisions 075, 094). */
const BAND_EVEN = 25;

function colourAt(img: GrayImage, x: number, y: number): [number, number] {
  const i = clamp(Math.round(y), img.height) * img.width + clamp(Math.round(x), img.width);
  return [img.data[i] as number, img.chroma ? (img.chroma[i] as number) : 128];
}

function clamp(v: number, size: number): number {
  return Math.max(0, Math.min(size - 1, v));
}

function apart(a: readonly [number, number], b: readonly [number, number]): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
}
