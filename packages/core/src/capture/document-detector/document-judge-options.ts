// What the document judge (document-judge.ts) is asked to do, what it answers through, and why it
// refuses a card it found: the web app's worker and client take these without the judge's code.
import type { DocumentResult, Frame } from '../detector-port';
import type { AmongOptions } from './card-candidate';

export interface DocumentJudgeOptions {
  /** Read the PDF417 on passed frames (the DNI front carries it; the back does not). */
  readBarcode?: boolean;
  /** A passed frame also needs a readable barcode (off: a webcam may lack the pixels to read it). */
  requireBarcode?: boolean;
  /** Corner movement between two frames, as a share of the card's long side; above it, 902. */
  maxMovement?: number;
  /** Longest side of the image the card is searched in (the frame is averaged down to about it). */
  searchSize?: number;
  /** Weigh candidates by the card-mask model (card-mask.ts); off, the borders alone decide. */
  cardMask?: boolean;
  /** Ask the second mask (edge-mask.ts) about shapes the first scores 0, and late about ones it likes
   * too little: close ones, and far ones it likes too little in a window round them too (corners off
   * the frame's edge). */
  edgeMask?: boolean;
  /** Told why a card the finder found is refused (910), and what became of each shape it walked
   * (card-candidate.ts): bench:explain's account of a missed card. */
  explain?: { refused?: (why: JudgeRefusal) => void; observe?: AmongOptions['observe'] };
}

/** The judge's reasons for refusing a card the finder found, in the order it weighs them. */
export type JudgeRefusal =
  | 'the second mask does not see a card'
  | 'cut by the frame'
  | 'the card goes on past the edge'
  | 'a piece of a larger card'
  | 'outscored by a card going on past the edge'
  | 'the second mask sees the card go on past the edge'
  | 'square corners: paper'
  | 'a close shape the second mask does not see'
  | 'a far piece of a card the frame cuts';

export interface DocumentJudge {
  judge(frame: Frame): DocumentResult;
  /** Forgets the last card, so the next one has to hold steady again. */
  reset(): void;
}
