// The two card masks of one frame, as the document judge (document-judge.ts) asks them. Each net costs
// about as much as the finder's whole search, so each runs at most once a frame and only when a question
// needs it: the first (card-mask.ts) on a frame where the borders close a card's shape or none, the
// second (edge-mask.ts) only for a shape clear of the edges that the first scores 0 (decision 106), or,
// late (no shape is a card on the first's word), for one the first likes too little: then it judges the
// shape if it likes it more (decision 110; a far one, decision 134, only when the first likes it too
// little in a window round it too). Here too the likeness the finder weighs its shapes by, and the
// first mask's outline it looks for borders along.

import type { Frame, Point, Quad } from '../detector-port';
import { tooFar } from '../card-guide';
import type { CardMask } from './card-mask';
import { clearOfEdges } from './edge-mask';
import { maskAgreement } from './mask-agreement';
import { guideOutline } from './mask-blob';
import { FAR_MIN_LIKENESS, MIN_LIKENESS } from './mask-word';
import { inFrame, inSearch } from './search-scale';
import { sameShape, type WindowView, zoomedView } from './zoomed-likeness';

/** Most windows round far shapes looked at again in one frame: the first mask runs once for each. */
const MOST_ZOOMS = 2;

type MaskModel = (frame: Frame) => CardMask;

/** The second mask and its agreement with a shape, when it judges the shape. */
export interface SecondOpinion {
  edge: CardMask;
  agreement: number;
}

export interface FrameMasks {
  /** The first mask, run now unless it has run. */
  first(): CardMask;
  /** The second mask, run now unless it has run (there must be a second model). */
  second(): CardMask;
  /** The second mask's word on a shape (frame pixels) the first likes `agreement`, when it judges it. */
  secondOpinion(q: readonly Point[], agreement: number, late?: boolean): SecondOpinion | undefined;
  /** The window round a far shape the first mask was run on while the finder weighed it. */
  windowOf(q: readonly Point[]): WindowView | undefined;
  /** For the finder (gray-image pixels): the likeness, the late one and the outline (find-card.ts). */
  likeness?: (q: readonly Point[]) => number;
  lateLikeness?: (q: readonly Point[]) => number;
  guide?: () => readonly Point[] | undefined;
}

export function frameMasks(
  frame: Frame,
  factor: number,
  model: MaskModel | undefined,
  edgeModel: MaskModel | undefined,
): FrameMasks {
  let mask: CardMask | undefined;
  let edgeMask: CardMask | undefined;
  // Windows round far shapes the first mask has been run on (each run costs as much as the frame's).
  let zooms = 0;
  const views: { shape: Point[]; view: WindowView }[] = [];
  const first = () => {
    if (!model) throw new Error('no card mask');
    mask ??= model(frame);
    return mask;
  };
  const second = () => {
    if (!edgeModel) throw new Error('no second card mask');
    edgeMask ??= edgeModel(frame);
    return edgeMask;
  };
  const windowOf = (q: readonly Point[]) => views.find((v) => sameShape(v.shape, q))?.view;
  const secondOpinion = (q: readonly Point[], agreement: number, late = true) => {
    if (agreement >= MIN_LIKENESS || !edgeModel || !clearOfEdges(q, frame)) return undefined;
    // A far shape the first likes FAR_MIN_LIKENESS already is a card on its word (tooUnlike).
    const far = tooFar(q as unknown as Quad, frame.width, frame.height);
    if (far && agreement >= FAR_MIN_LIKENESS) return undefined;
    const unliked = agreement > 0;
    if (unliked && !late) return undefined;
    // A far shape the first likes enough in a window round it stays the first's (decision 116).
    const window = far && unliked ? windowOf(q) : undefined;
    if (window && window.likeness >= FAR_MIN_LIKENESS) return undefined;
    const edge = second();
    const agrees = maskAgreement(edge, q, frame);
    // On the second's word a far shape needs the likeness a close card does: a block of print or a key
    // near a card it half marks reads 0.4 to it (decision 134).
    if (far && unliked && agrees < MIN_LIKENESS) return undefined;
    return unliked && agrees <= agreement ? undefined : { edge, agreement: agrees };
  };
  const likenessOf = (late: boolean) =>
    model &&
    ((q: readonly Point[]) => {
      const framed = inFrame(q, factor);
      const agreement = maskAgreement(first(), framed, frame);
      // Late, a far shape the mask likes too little is looked at again in a window round it, where
      // the mask sees it at the size it knows best (decision 116).
      if (
        late &&
        zooms < MOST_ZOOMS &&
        agreement < FAR_MIN_LIKENESS &&
        tooFar(framed, frame.width, frame.height)
      ) {
        zooms++;
        const view = zoomedView(model, frame, framed);
        if (view) views.push({ shape: framed, view });
        const zoomed = Math.max(agreement, view?.likeness ?? 0);
        if (zoomed >= FAR_MIN_LIKENESS) return zoomed;
        return Math.max(zoomed, secondOpinion(framed, agreement, late)?.agreement ?? 0);
      }
      return secondOpinion(framed, agreement, late)?.agreement ?? agreement;
    });
  return {
    first,
    second,
    secondOpinion,
    windowOf,
    likeness: likenessOf(false),
    lateLikeness: edgeModel && likenessOf(true),
    // Where the mask outlines a card, for the finder to look for its borders again when none closed.
    guide: model
      ? () => {
          const outline = guideOutline(first());
          return outline && inSearch(outline, factor);
        }
      : undefined,
  };
}
