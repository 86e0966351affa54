import { describe, expect, it } from 'vitest';
import type { Point } from '../detector-port';
import { clearOfEdges, EDGE_CLEARANCE } from './edge-mask';

const frame = { width: 1280, height: 720 };
const margin = EDGE_CLEARANCE * 720;
const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

describe('clearOfEdges', () => {
  it('takes a card whose corners all keep 5% of the short side from the edges', () => {
    expect(clearOfEdges(box(margin, margin, 1279 - margin, 719 - margin), frame)).toBe(true);
    expect(clearOfEdges(box(200, 150, 1000, 600), frame)).toBe(true);
  });

  it('leaves to the first mask a shape with a corner nearer any edge than that', () => {
    expect(clearOfEdges(box(margin - 1, 150, 1000, 600), frame)).toBe(false);
    expect(clearOfEdges(box(200, margin - 1, 1000, 600), frame)).toBe(false);
    expect(clearOfEdges(box(200, 150, 1280 - margin, 600), frame)).toBe(false);
    expect(clearOfEdges(box(200, 150, 1000, 720 - margin), frame)).toBe(false);
  });

  it('measures the margin on the short side in portrait frames too', () => {
    const portrait = { width: 720, height: 1280 };
    expect(clearOfEdges(box(40, 300, 680, 700), portrait)).toBe(true);
    expect(clearOfEdges(box(30, 300, 680, 700), portrait)).toBe(false);
  });
});
