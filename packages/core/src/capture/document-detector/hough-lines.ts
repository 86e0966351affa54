// Straight lines through the edge map: a Hough transform in which each edge pixel votes only for the
// lines its own gradient allows (its direction ±2°), so a textured table (edges in every direction)
// spreads its votes thin while a card's border piles them up on four lines, even where a thumb or
// glare interrupts it. Edges of a grating (brick joints, lines of print: parallel edges a few pixels
// off on both sides) vote little, so that a wall's rows cannot crowd a card's long sides out.
import { ANGLE_BINS, type EdgeMap, NO_EDGE } from './edges.ts';

export interface Line {
  /** The line's normal, radians in [0, π): x·cos θ + y·sin θ = ρ. */
  theta: number;
  rho: number;
  /** Weighted edge pixels on it. */
  votes: number;
}

/** How far a point lies from the line, in pixels. */
export function offLine(line: Line, p: { x: number; y: number }): number {
  return Math.abs(p.x * Math.cos(line.theta) + p.y * Math.sin(line.theta) - line.rho);
}

const COS = Float32Array.from({ length: ANGLE_BINS }, (_, k) => Math.cos((k * Math.PI) / ANGLE_BINS));
const SIN = Float32Array.from({ length: ANGLE_BINS }, (_, k) => Math.sin((k * Math.PI) / ANGLE_BINS));

const DIRECTION_BIN = 10;
/**
 * Each pixel votes for its own direction ±2°: a texture right next to a card's border (gravel, brick,
 * a line of print) bends the gradient there by several degrees, and ±1° lost those pixels' votes.
 */
const SPREAD = 2;

export interface HoughOptions {
  /** Fewest (weighted) votes for a line. */
  minVotes: number;
  /** At most this many lines, strongest first… */
  maxLines: number;
  /** …and at most this many within any 10° of direction. */
  maxPerDirection: number;
  /** Strength at which a pixel's vote counts fully (weaker edges count in proportion). */
  fullStrength: number;
}

/** Lines through the edges of one or more edge maps of the same image (their votes add up). */
export function houghLines(maps: readonly EdgeMap[], options: HoughOptions): Line[] {
  const { width: w, height: h } = maps[0] as EdgeMap;
  const maxRho = Math.ceil(Math.hypot(w, h));
  const span = 2 * maxRho + 1;
  const acc = accumulator(0, ANGLE_BINS * span);
  acc.fill(0);
  for (const edges of maps) vote(edges, acc, span, maxRho, options.fullStrength);
  return peaks(acc, span, maxRho, options);
}

const accumulators: Float32Array[] = [];

/**
 * Accumulator `slot`, n long, kept from frame to frame (the judge runs on every camera frame, and
 * two fresh ones per frame cost more in garbage collection than in votes); its contents are whatever
 * the last frame of the same size left.
 */
function accumulator(slot: number, n: number): Float32Array {
  const current = accumulators[slot];
  if (current && current.length === n) return current;
  const fresh = new Float32Array(n);
  accumulators[slot] = fresh;
  return fresh;
}

function vote(edges: EdgeMap, acc: Float32Array, span: number, maxRho: number, fullStrength: number) {
  const { width: w, strength, angle, pixels, count } = edges;
  for (let k = 0; k < count; k++) {
    const i = pixels[k] as number;
    const x = i % w;
    const y = (i - x) / w;
    const a = angle[i] as number;
    const weight =
      Math.min(1, (strength[i] as number) / fullStrength) * (inGrating(edges, x, y, a) ? GRATING_WEIGHT : 1);
    for (let d = -SPREAD; d <= SPREAD; d++) {
      let t = a + d;
      // Past either end of [0, π) the same line has the opposite ρ.
      let sign = 1;
      if (t < 0) {
        t += ANGLE_BINS;
        sign = -1;
      } else if (t >= ANGLE_BINS) {
        t -= ANGLE_BINS;
        sign = -1;
      }
      const rho = sign * ((x * (COS[t] as number) + y * (SIN[t] as number)) as number);
      const cell = t * span + Math.round(rho) + maxRho;
      acc[cell] = (acc[cell] as number) + weight;
    }
  }
}

/** A grating's edge pixel votes this much (its lines still exist, but no longer crowd out a card's). */
const GRATING_WEIGHT = 0.1;
/** How far across an edge (pixels) the grating test looks for its neighbours, and their angle (°). */
const GRATING_FROM = 2;
const GRATING_TO = 8;
const GRATING_ANGLE = 15;

/**
 * Whether the edge pixel at (x, y) has edges running the same way a few pixels off on both sides:
 * one line of a grating (a brick wall's joints, lines of print, wood grain), where a card's border
 * has the card's plain margin on its inner side.
 */
function inGrating(edges: EdgeMap, x: number, y: number, a: number): boolean {
  const { width: w, height: h, angle } = edges;
  const nx = COS[a] as number;
  const ny = SIN[a] as number;
  let sides = 0;
  for (const dir of [-1, 1]) {
    for (let k = GRATING_FROM; k <= GRATING_TO; k++) {
      const xx = Math.round(x + dir * k * nx);
      const yy = Math.round(y + dir * k * ny);
      if (xx < 0 || yy < 0 || xx >= w || yy >= h) break;
      const b = angle[yy * w + xx] as number;
      if (b === NO_EDGE) continue;
      const d = Math.abs(b - a);
      if (d <= GRATING_ANGLE || ANGLE_BINS - d <= GRATING_ANGLE) {
        sides++;
        break;
      }
    }
    if (sides === 0) return false;
  }
  return sides === 2;
}

/** Local maxima of the accumulator (ρ summed over three bins: a blurred edge straddles two). */
function peaks(acc: Float32Array, span: number, maxRho: number, options: HoughOptions): Line[] {
  // Its first and last ρ of each direction are never written: they stay 0 as when it was made.
  const summed = accumulator(1, acc.length);
  for (let t = 0; t < ANGLE_BINS; t++) {
    const row = t * span;
    for (let r = 1; r < span - 1; r++) {
      summed[row + r] =
        (acc[row + r - 1] as number) + (acc[row + r] as number) + (acc[row + r + 1] as number);
    }
  }
  const found: Line[] = [];
  const RADIUS_T = 2;
  const RADIUS_R = 2;
  for (let t = 0; t < ANGLE_BINS; t++) {
    for (let r = 1; r < span - 1; r++) {
      const v = summed[t * span + r] as number;
      if (v < options.minVotes) continue;
      if (!isPeak(summed, span, t, r, v, RADIUS_T, RADIUS_R)) continue;
      found.push({ theta: (t * Math.PI) / ANGLE_BINS, rho: r - maxRho, votes: v });
    }
  }
  found.sort((a, b) => b.votes - a.votes);
  // No one direction may crowd out the rest: the rows of a brick wall or a ruled page give dozens of
  // parallel lines stronger than a small card's borders.
  const perDirection = new Uint8Array(ANGLE_BINS / DIRECTION_BIN);
  const kept: Line[] = [];
  for (const line of found) {
    const bucket = Math.floor((line.theta * 180) / Math.PI / DIRECTION_BIN) % perDirection.length;
    if ((perDirection[bucket] as number) >= options.maxPerDirection) continue;
    perDirection[bucket] = (perDirection[bucket] as number) + 1;
    kept.push(line);
    if (kept.length >= options.maxLines) break;
  }
  return kept;
}

function isPeak(
  summed: Float32Array,
  span: number,
  t: number,
  r: number,
  v: number,
  radiusT: number,
  radiusR: number,
): boolean {
  for (let dt = -radiusT; dt <= radiusT; dt++) {
    let tt = t + dt;
    let rr0 = r;
    // Across the wrap the neighbour is the mirrored ρ.
    if (tt < 0 || tt >= ANGLE_BINS) {
      tt = (tt + ANGLE_BINS) % ANGLE_BINS;
      rr0 = span - 1 - r;
    }
    for (let dr = -radiusR; dr <= radiusR; dr++) {
      const rr = rr0 + dr;
      if (rr < 0 || rr >= span || (dt === 0 && dr === 0)) continue;
      const u = summed[tt * span + rr] as number;
      // Ties break towards the earlier bin, so a plateau yields one peak.
      if (u > v || (u === v && (dt < 0 || (dt === 0 && dr < 0)))) return false;
    }
  }
  return true;
}
