// Whether a card found near the frame's edge goes on beyond it. The finder works on an image averaged
// down about five times, whose outermost pixels carry no edges, so a card whose corner leaves the frame
// by a little can be closed by a line of its own print a few pixels inside the edge, and its corner
// then seems inside. Checked at full resolution: where a found corner lies near the edge, the two
// borders that meet there should stop at it; a border that runs on to the frame's edge, about as
// strong as before the corner, with the same polarity and as a step (not a thin line), belongs to a
// card the frame cuts.
import type { Frame, Point, Quad } from '../detector-port.ts';

/** Corners nearer the edge than this share of the frame's short side are looked at. */
const NEAR_EDGE = 0.04;
/** Fewest pixels between a corner and the edge worth walking (nearer, there is nothing to see). */
const MIN_WALK = 4;
/** Share of the walk on which the border must go on, and how strong, for the card to be cut. */
const RUNS_ON_SHARE = 0.7;
const RUNS_ON_STRENGTH = 0.5;
/** Pixels either side of a border at which its contrast is read. */
const ACROSS = 3;
/** ...and further out, where a step keeps its contrast and a thin line has none. */
const WIDE = 6;

export function cutByFrame(frame: Frame, quad: Quad): boolean {
  const near = NEAR_EDGE * Math.min(frame.width, frame.height);
  const centre = {
    x: quad.reduce((sum, p) => sum + p.x, 0) / 4,
    y: quad.reduce((sum, p) => sum + p.y, 0) / 4,
  };
  for (let k = 0; k < 4; k++) {
    const corner = quad[k] as Point;
    if (edgeDistance(frame, corner) > near) continue;
    // The two borders meeting at this corner, each walked from the far corner through this one.
    for (const other of [quad[(k + 1) % 4] as Point, quad[(k + 3) % 4] as Point]) {
      if (runsOnToEdge(frame, other, corner, RUNS_ON_SHARE, centre)) return true;
    }
  }
  return false;
}

function edgeDistance(frame: Frame, p: Point): number {
  return Math.min(p.x, p.y, frame.width - 1 - p.x, frame.height - 1 - p.y);
}

/** Whether the border from `from` to `corner` goes on past `corner` up to the frame's edge, strong on
 * `share` of the way. Given a point `inside` the card, the card's side of the border past the corner
 * must also keep the card's colour rather than the table's: a checked cloth's step lined up with the
 * border has cloth on both sides (decision 126). */
export function runsOnToEdge(
  frame: Frame,
  from: Point,
  corner: Point,
  share = RUNS_ON_SHARE,
  inside?: Point,
): boolean {
  const length = Math.hypot(corner.x - from.x, corner.y - from.y);
  if (length < 1) return false;
  const ux = (corner.x - from.x) / length;
  const uy = (corner.y - from.y) / length;
  // The border's normal: contrast is read across it.
  const nx = -uy;
  const ny = ux;
  // The border's own contrast just before the corner (8–20% of its length back).
  let before = 0;
  let wideBefore = 0;
  let signed = 0;
  let count = 0;
  // Which way of the normal the card lies, and the colours either side of its border before the corner.
  const way = inside ? Math.sign((inside.x - corner.x) * nx + (inside.y - corner.y) * ny) || 1 : 1;
  const cardBefore = [0, 0, 0];
  const tableBefore = [0, 0, 0];
  for (let t = 0.08 * length; t <= 0.2 * length; t += 1) {
    if (inside) {
      addColour(frame, corner.x - ux * t + way * nx * WIDE, corner.y - uy * t + way * ny * WIDE, cardBefore);
      addColour(frame, corner.x - ux * t - way * nx * WIDE, corner.y - uy * t - way * ny * WIDE, tableBefore);
    }
    const c = contrast(frame, corner.x - ux * t, corner.y - uy * t, nx, ny);
    before += Math.abs(c);
    wideBefore += Math.abs(contrast(frame, corner.x - ux * t, corner.y - uy * t, nx, ny, WIDE));
    signed += c;
    count++;
  }
  if (!count) return false;
  before /= count;
  wideBefore /= count;
  if (before < 4) return false;
  // A card's border has one polarity (the card lighter or darker than the table) all along; an edge
  // of the other polarity past the corner is something else lined up with it (a table's edge, a
  // shadow in a photo of a café), not the same card running on.
  const sign = Math.sign(signed);
  // Then past the corner, from a few pixels beyond it (a rounded corner bends away) to the edge.
  let walked = 0;
  let strong = 0;
  const cardPast = [0, 0, 0];
  for (let t = 3; ; t += 1) {
    const x = corner.x + ux * t;
    const y = corner.y + uy * t;
    if (x < ACROSS + 1 || y < ACROSS + 1 || x > frame.width - ACROSS - 2 || y > frame.height - ACROSS - 2)
      break;
    walked++;
    if (inside) addColour(frame, x + way * nx * WIDE, y + way * ny * WIDE, cardPast);
    // A step, as a card's border is, not a thin line (a mortar joint, a cloth's thread) lined up
    // with it: the contrast holds a few pixels further out too.
    if (
      contrast(frame, x, y, nx, ny) * sign >= RUNS_ON_STRENGTH * before &&
      contrast(frame, x, y, nx, ny, WIDE) * sign >= RUNS_ON_STRENGTH * wideBefore
    )
      strong++;
  }
  if (walked < MIN_WALK || strong < share * walked) return false;
  if (!inside) return true;
  const past = cardPast.map((v) => v / walked);
  const card = cardBefore.map((v) => v / count);
  const table = tableBefore.map((v) => v / count);
  return colourDistance(past, card) < colourDistance(past, table);
}

function addColour(frame: Frame, x: number, y: number, sum: number[]) {
  const p = pixelAt(frame, x, y);
  for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (frame.data[p + c] as number);
}

function colourDistance(a: number[], b: number[]): number {
  return Math.hypot(...a.map((v, c) => v - (b[c] as number)));
}

/** Luma `across` px to one side of (x, y) minus `across` px to the other, along the normal. */
function contrast(frame: Frame, x: number, y: number, nx: number, ny: number, across = ACROSS): number {
  return luma(frame, x + nx * across, y + ny * across) - luma(frame, x - nx * across, y - ny * across);
}

/** The offset in `frame.data` of the pixel nearest (x, y), clamped to the frame. */
function pixelAt(frame: Frame, x: number, y: number): number {
  const xi = Math.min(frame.width - 1, Math.max(0, Math.round(x)));
  const yi = Math.min(frame.height - 1, Math.max(0, Math.round(y)));
  return (yi * frame.width + xi) * 4;
}

function luma(frame: Frame, x: number, y: number): number {
  const p = pixelAt(frame, x, y);
  const d = frame.data;
  return ((d[p] as number) * 77 + (d[p + 1] as number) * 150 + (d[p + 2] as number) * 29) / 256;
}

/**
 * Whether a corner of the quad lies beyond the frame's edge. No slack (there was 1% of the short side
 * until issue 23's cropped cut cards): the quad's corners are where the sides meet, about 1% of the
 * card's width outside its rounded corners, so a card whose rounded corner just touches the edge is
 * asked in too; but with slack, a card cut by a few per cent whose own print closed the quad just
 * outside the edge passed (real development crops: 7 of 156 passed with 1%, 4 with none, no close
 * card lost). Nor is a corner refused only for lying near the edge: on the real development photos a
 * whole card's nearest corner is 0.1–2.2% of the frame's short side from it in 9 of 38 that pass, as
 * near as the cut crops that pass (0.3–1.9% in 5 of 10); refusing within 2% lost 6 of 39 close cards.
 */
export function outsideFrame(q: readonly Point[], frame: Pick<Frame, 'width' | 'height'>): boolean {
  return q.some((p) => p.x < 0 || p.y < 0 || p.x > frame.width || p.y > frame.height);
}
