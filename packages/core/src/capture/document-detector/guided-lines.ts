// Lines looked for where the card-mask model says a card's borders are. The frame's own line search
// keeps the strongest lines of each direction (hough-lines.ts), and on floor planks, a keyboard or a
// striped cloth the lines running the card's way outnumber what it keeps: a border the mask plainly
// outlines can be left out, and no shape closes. Asked only when none did, the search is made again
// with just the edges near the mask's outline, each pointing across the side it lies by.
import type { Point } from '../detector-port.ts';
import { ANGLE_BINS, type EdgeMap } from './edges.ts';
import { houghLines, type Line } from './hough-lines.ts';

/**
 * How far from the outline's side (share of the outline's short side) an edge may lie: the mask's
 * cells are a thirty-second of the frame and its outline a rectangle, so a card seen at a slant, or
 * with its margin marked faintly, has its border up to about a cell and a half off it.
 */
const REACH = 0.3;
/** How far (degrees) an edge's gradient may turn from the side's normal. */
const TURN = 20;

/**
 * The lines through the edges near the outline's sides (corners in order round it, in the maps'
 * pixels), a few of each direction: the card's own borders among them when the mask's outline is
 * the card's.
 */
export function guidedLines(maps: readonly EdgeMap[], outline: readonly Point[], minVotes: number): Line[] {
  const sides = outline.map((s, k) => {
    const e = outline[(k + 1) % 4] as Point;
    const length = Math.hypot(e.x - s.x, e.y - s.y);
    const ux = (e.x - s.x) / length;
    const uy = (e.y - s.y) / length;
    // The side's normal in the edge maps' degrees (a gradient's direction modulo 180°).
    const normal = ((((Math.atan2(ux, -uy) * 180) / Math.PI) % 180) + 180) % 180;
    return { s, ux, uy, length, normal };
  });
  const lengths = sides.map((side) => side.length);
  const reach = REACH * Math.min(...lengths);
  const near = maps.map((map) => {
    const pixels = new Int32Array(map.count);
    let count = 0;
    for (let k = 0; k < map.count; k++) {
      const i = map.pixels[k] as number;
      const x = i % map.width;
      const y = (i - x) / map.width;
      const a = map.angle[i] as number;
      for (const { s, ux, uy, length, normal } of sides) {
        const along = (x - s.x) * ux + (y - s.y) * uy;
        const across = Math.abs((x - s.x) * uy - (y - s.y) * ux);
        const turn = Math.abs(a - normal);
        if (
          along >= -reach &&
          along <= length + reach &&
          across <= reach &&
          Math.min(turn, ANGLE_BINS - turn) <= TURN
        ) {
          pixels[count++] = i;
          break;
        }
      }
    }
    return { ...map, pixels, count };
  });
  return houghLines(near, {
    minVotes,
    maxLines: GUIDED_LINES,
    maxPerDirection: GUIDED_PER_DIRECTION,
    fullStrength: 10,
  });
}

/** A few candidates for each of the four sides: two directions, two sides each. */
const GUIDED_LINES = 24;
const GUIDED_PER_DIRECTION = 8;
