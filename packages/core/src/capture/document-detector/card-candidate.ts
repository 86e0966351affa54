// What the card search is asked (AmongOptions) and what it answers (CardCandidate), apart from the
// search itself (card-among.ts) so that both stay short.
import type { Point, Quad } from '../detector-port.ts';
import type { SideRefusal } from './card-checks.ts';

export interface CardCandidate {
  /** Corners in the gray image's pixels: top-left, top-right, bottom-right, bottom-left. */
  quad: Quad;
  /** Mean length of the long sides, in the gray image's pixels. */
  longSide: number;
  /** Share of the four sides covered by edges along them (mean over the sides), 0..1. */
  support: number;
  /** The least covered side's share. */
  minSupport: number;
  /**
   * The best-scoring shape the side checks refused, where it outscores this card (decision 093): most
   * often the part of a card the frame cuts that lies inside it, whose borders run on past its
   * corners to the edge. Refused, it would leave a block of that card's print to pass; the judge reads
   * it for a cut card too.
   */
  outscoredBy?: Quad;
}

export interface AmongOptions {
  /** How far the aspect ratio may fall below / rise above 1.5858 (fractions), for a tilted card. */
  aspectBelow?: number;
  aspectAbove?: number;
  /** Shortest card side worth considering, in gray pixels. */
  minShortSide?: number;
  /** Least mean coverage of the sides, and least coverage of any one side. */
  minSupport?: number;
  minSideSupport?: number;
  /**
   * How much a quad (gray-image pixels) looks like a card, 0..1 (card-mask.ts's agreement): it
   * weighs each candidate's score, and a candidate below MIN_LIKENESS (FAR_MIN_LIKENESS when too
   * small to capture) is no card. Absent: 1.
   */
  likeness?: (quad: readonly Point[]) => number;
  /**
   * Where the card-mask model outlines a card (corners round it, gray-image pixels), asked only when
   * the frame's lines close no card: the lines near it are looked for again (guided-lines.ts).
   */
  guide?: () => readonly Point[] | undefined;
  /**
   * A likeness that may think more of a shape than `likeness` does, asked only once the searches on
   * `likeness` are done: the shapes `likeness` alone refused (scoring them above 0) are looked at again
   * with it, all of them when no shape was a card, else those round the one kept (a block of the card's
   * print, decision 136) or sharing most of its area with it (decision 146). Asked earlier, a larger
   * shape round a card could outrank the card `likeness` likes.
   */
  lateLikeness?: (quad: readonly Point[]) => number;
  /**
   * Whether a quad's corners read rounded, as an ID-1 card's are (card-corners.ts; corners in the gray
   * image's pixels, in order round the quad). A shape whose every border shows firmly and whose corners
   * read so needs no likeness (mask-word.ts firmShape, decisions 154, 155).
   */
  roundedCorners?: (quad: readonly Point[]) => boolean;
  /** Told what became of each shape whose sides were walked (corners in the gray image's pixels): the
   * check that dropped it, or 'kept'. For bench:explain, which reports it for the shapes at a missed
   * card's true corners. */
  observe?: (corners: readonly Point[], verdict: ShapeVerdict) => void;
}

/** What became of a shape walked (AmongOptions.observe), in the order the checks are made. 'a bare
 * side' is also a shape whose walk stopped because no side could lift it past the best kept yet
 * (walk-sides.ts's bound): a card outscored by a larger shape reads so. */
export type ShapeVerdict =
  | 'a bare side'
  | 'too little support'
  | 'outscored'
  | 'unliked'
  | 'a side the mask does not spare'
  | 'strained, not vouched for'
  | 'no print inside'
  | SideRefusal
  | "the fitted quad's ratio"
  | 'a block of a card kept'
  | 'kept';
