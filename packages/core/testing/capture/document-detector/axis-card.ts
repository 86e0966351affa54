// Pieces of the finder's hand-drawn test scenes: a card lying square to the image, as its corners in
// order, and the lines of print across it.

/** The corners, clockwise from the top left, of a w × h box at (x0, y0). */
export function boxCorners(x0: number, y0: number, w: number, h: number): [number, number][] {
  return [
    [x0, y0],
    [x0 + w, y0],
    [x0 + w, y0 + h],
    [x0, y0 + h],
  ];
}

/** Whether (u, v) in the card's own units (0..1 across and down) is on a word of its print: a plain
 * margin, then a line of words every third of 30 rows. */
export function onPrint(u: number, v: number): boolean {
  const printed = u > 0.08 && u < 0.92 && v > 0.12 && v < 0.88 && Math.floor(v * 30) % 3 === 0;
  return printed && Math.floor(u * 25) % 4 !== 3;
}
