// Real frames without a card, made from real photos (issue 23: "no frame without a card is captured").
// The drawn parts test it on drawn tables, papers and faces; the real photos hold real ones round the
// card (keyboards, clutter, printed pages, the hand that holds it). Each photo gives up to one window per
// side: the largest camera-shaped window (the photo's aspect ratio) that lies wholly beyond the card's
// bounding box on that side, a margin off it, centred on the card along the other axis.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Point } from '../packages/core/src/capture/detector-port.ts';
import type { Side, Window } from './bench-real-crops.ts';
import { groupsOf, imagesUnder } from './image-files.ts';
import { decode, judgeUpright } from './still-image.ts';

/** Room left between the card's bounding box and the window, as a share of the photo's long side:
 * MIDV-500's ground truth lies up to about 2.5% beside the card on some photos. */
export const NO_CARD_MARGIN = 0.03;
/** A window's or a photo's least short side, in pixels (as the cut crops): a thumbnail is no camera's frame. */
const MIN_SIDE = 200;

export interface NoCardWindow extends Window {
  side: Side;
}

/** The windows of a photo that hold no part of the card: left, top, right, bottom, where there is room. */
export function noCardWindowsOf(quad: readonly Point[], width: number, height: number): NoCardWindow[] {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const margin = NO_CARD_MARGIN * Math.max(width, height);
  const [minX, maxX] = [Math.min(...xs) - margin, Math.max(...xs) + margin];
  const [minY, maxY] = [Math.min(...ys) - margin, Math.max(...ys) + margin];
  const [cx, cy] = [(minX + maxX) / 2, (minY + maxY) / 2];
  const out: NoCardWindow[] = [];
  const add = (side: Side, x0: number, y0: number, w: number, h: number) => {
    const rw = Math.floor(w);
    const rh = Math.floor(h);
    if (Math.min(rw, rh) < MIN_SIDE) return;
    const rx = Math.round(Math.min(Math.max(0, x0), width - rw));
    const ry = Math.round(Math.min(Math.max(0, y0), height - rh));
    out.push({ side, x0: rx, y0: ry, x1: rx + rw, y1: ry + rh });
  };
  // Across the free strip, as wide as it is; along it, the photo's aspect ratio.
  const strip = (side: Side, room: number) => {
    if (side === 'left' || side === 'right') {
      const w = Math.min(room, width);
      const h = (w * height) / width;
      add(side, side === 'left' ? 0 : width - w, cy - h / 2, w, h);
    } else {
      const h = Math.min(room, height);
      const w = (h * width) / height;
      add(side, cx - w / 2, side === 'top' ? 0 : height - h, w, h);
    }
  };
  strip('left', Math.floor(minX));
  strip('top', Math.floor(minY));
  strip('right', Math.floor(width - maxX));
  strip('bottom', Math.floor(height - maxY));
  return out;
}

/** One table of judged windows: a row per group, how many were captured, sent nearer or refused. */
export function noCardTable<T extends { passed: boolean; code?: number }>(
  judged: readonly T[],
  by: (o: T) => string,
  title: string,
): string {
  const rows = groupsOf(judged, by);
  return [
    `| ${title} | n | captured | 901 | 910 |`,
    '|---|---|---|---|---|',
    ...rows.map(
      ([name, list]) =>
        `| ${name} | ${list.length} | ${list.filter((o) => o.passed).length} | ${list.filter((o) => o.code === 901).length} | ${list.filter((o) => o.code === 910).length} |`,
    ),
  ].join('\n');
}

/**
 * `bench:cards -- --none DIR`: every JPEG or PNG under DIR is a photo holding no ID-1 card (papers,
 * receipts, notes: things a card finder may take for one), judged as a still; none may be captured.
 */
export async function benchNoCardPhotos(dir: string): Promise<{ report: string; missed: string[] }> {
  const judged: { file: string; size: string; passed: boolean; code?: number }[] = [];
  const small: string[] = [];
  for (const path of imagesUnder(dir)) {
    const file = relative(dir, path);
    const upright = await decode(readFileSync(path));
    if (Math.min(upright.width, upright.height) < MIN_SIDE) {
      small.push(file);
      continue;
    }
    const { result } = await judgeUpright(upright);
    judged.push({
      file,
      size: `${upright.width}x${upright.height}`,
      passed: result.status === 'doc-passed',
      code: result.code,
    });
  }
  const captured = judged.filter((o) => o.passed);
  const nearer = judged.filter((o) => o.code === 901);
  const refused = judged.filter((o) => o.code === 910);
  const named = (list: typeof judged) =>
    `${list.length}/${judged.length}${list.length ? `: ${list.map((o) => `${o.file} (${o.size})`).join(', ')}` : ''}`;
  const report = [
    `### Photos without an ID-1 card: ${dir} (${judged.length})`,
    '',
    `- captured (target 0): ${named(captured)}`,
    `- answering 901: ${named(nearer)}`,
    `- answering 910 (no card): ${refused.length}/${judged.length}`,
    ...(small.length ? [`- left out, under ${MIN_SIDE} px on a side: ${small.join(', ')}`] : []),
  ].join('\n');
  return { report, missed: captured.length ? ['a photo without a card was captured'] : [] };
}
