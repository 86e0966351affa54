// The second card mask (decision 106): the shipped weights fine-tuned with the cells on both sides of
// the card's outline weighed (decision 098's ft4, scripts/card-mask/train.py --ring-weight 4
// --edge-cells). It stops at the card's edge where the shipped mask spreads over a pale, grainy ground
// (terrazzo, skin, warm light) and its piece rule scores the whole card 0. It lets more cut cards
// through than the shipped mask does, so it is only asked about a shape the shipped mask scores
// exactly 0 that keeps clear of the frame's edges: the real cut crops it passed had a side by the edge.

import type { Frame, Point } from '../detector-port';
import { type CardMaskWeights, loadCardMask } from './card-mask';
import weights from './card-mask-edge-weights.json' with { type: 'json' };

/** Least distance of every corner from the frame's edges, as a share of the frame's short side. */
export const EDGE_CLEARANCE = 0.05;
/**
 * The second mask's mean inside a shape the judge asks it about, below which the shape is no card (close
 * or far): the wider development part's A4 sheet read 0.507, close cards it passes 0.62 and up
 * (decision 104's R1).
 */
export const EDGE_MASK_INSIDE = 0.58;

export function loadEdgeMask() {
  return loadCardMask(weights as CardMaskWeights);
}

/** Whether every corner keeps EDGE_CLEARANCE of the frame's short side from each edge. */
export function clearOfEdges(quad: readonly Point[], frame: Pick<Frame, 'width' | 'height'>): boolean {
  const margin = EDGE_CLEARANCE * Math.min(frame.width, frame.height);
  return quad.every(
    (p) =>
      p.x >= margin && p.y >= margin && frame.width - 1 - p.x >= margin && frame.height - 1 - p.y >= margin,
  );
}
