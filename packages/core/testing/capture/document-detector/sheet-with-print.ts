// A light sheet (x 40–280, y 20–181) on a dark table, a dark line of print across it at y 48–50: the
// piece below the print (y 51–181) has a card's ratio, and the sheet's side borders go on past its top
// corners (card-checks.ts truncatedSide, fitted-quad.ts fitSides).
import { type EdgeMap, edgeMap } from '../../../src/capture/document-detector/edges.ts';

export function sheetWithPrintEdges(): EdgeMap {
  const w = 320;
  const h = 220;
  const data = new Uint8Array(w * h).fill(60);
  for (let y = 20; y < 181; y++) for (let x = 40; x < 280; x++) data[y * w + x] = 210;
  for (let y = 48; y < 51; y++) for (let x = 56; x < 264; x++) data[y * w + x] = 50;
  return edgeMap({ data, width: w, height: h }, 3);
}
