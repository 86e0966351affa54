// Judges one camera frame of the ID capture: is there a card (910), is it close enough (901), has it
// stopped moving since the last frame (902), and what does its PDF417 say. Pure and synchronous:
// the web app runs it in a Web Worker, the tests run it in Node on generated frames.

import type { DocumentResult, Frame, Point, Quad } from '../detector-port';
import type { DocumentJudge, DocumentJudgeOptions, JudgeRefusal } from './document-judge-options';
import { longShare, tooFar } from '../card-guide';
import { cardPastEdge, groundBesideCorner, readPastEdge } from './card-past-edge';
import { cutByFrame, outsideFrame } from './cut-card';
import { findCard } from './find-card';
import { boundingBox, inFrame, inSearch, searchFactor } from './search-scale';
import { movement } from './tracked-card';
import { downscaledGray, luminance } from './luminance';
import { readPdf417 } from './read-barcode';
import { type CardMask, loadCardMask } from './card-mask';
import { maskAgreement } from './mask-agreement';
import { firmShape } from './mask-word';
import { roundedCorners, squareCorners } from './card-corners';
import {
  BLOB_FAR_SHARE,
  cardAcrossFrame,
  cardAtEdge,
  cardFaintAtEdge,
  maskBlob,
  partOfLargerCard,
} from './mask-blob';
import weights from './card-mask-weights.json' with { type: 'json' };
import { standsApart, zoomedView } from './zoomed-likeness';
import { edgeMaskSaysCard, edgeMaskSeesCardBeyond, edgeMaskSeesSmallCard, loadEdgeMask } from './edge-mask';
import { frameMasks } from './frame-masks';

/** Frames in a row whose card is looked for along the last one's first: every fourth frame of a card
 * held still is searched whole. */
const MOST_ALONG_LAST = 3;
/** Least likeness the second mask gives a close card the first judged: every card passed in the
 * development parts' drawn scenes reads at least 0.5 to it but one, which it marks going on past a side
 * onto a lined notebook (0); the sheet and the notebook on a ruled page read 0.23 and 0.31 (decision 144). */
const SECOND_LEAST = 0.4;

export function createDocumentJudge(options: DocumentJudgeOptions = {}): DocumentJudge {
  const {
    readBarcode = true,
    requireBarcode = false,
    maxMovement = 0.025,
    searchSize = 400,
    cardMask = true,
    edgeMask = true,
    explain,
  } = options;
  const model = cardMask ? loadCardMask(weights) : undefined;
  const edgeModel = cardMask && edgeMask ? loadEdgeMask() : undefined;
  let previous: Quad | undefined;
  // Whether the finder's card in the last frame may be looked for along its sides in this one.
  let alongable = false;
  let alongLast = 0;
  // The barcode read on the card still in view: every frame since has passed, each within
  // maxMovement of the one before, so it is the same card in the same place and its PDF417 says the
  // same. A read costs more than finding the card; once it succeeds it is not made again until the
  // card moves, leaves or is lost.
  let read: string | undefined;
  // The close card the second mask last saw, and where.
  let vouched: Quad | undefined;

  function judge(frame: Frame): DocumentResult {
    const result = judgeFrame(frame);
    if (result.status !== 'doc-passed') read = undefined;
    if (result.status === 'doc-not-found') vouched = undefined;
    return result;
  }

  function judgeFrame(frame: Frame): DocumentResult {
    if (frame.data.length < frame.width * frame.height * 4) throw new Error('truncated frame');
    const refuse = (why: JudgeRefusal): DocumentResult => {
      previous = undefined;
      explain?.refused?.(why);
      return { status: 'doc-not-found', code: 910 };
    };
    const factor = searchFactor(frame, searchSize);
    const masks = frameMasks(frame, factor, model, edgeModel);
    // The last frame's card is looked for first along its sides (a card held still, find-card.ts),
    // unless a shape the finder refused outscored it there (the whole search says which shape that is)
    // or the last MOST_ALONG_LAST frames were looked at so: along its sides alone, the finder cannot
    // see a better card appear round it (a block of print the judge took, once the thumb over the
    // card's border has gone).
    const near =
      previous && alongable && alongLast < MOST_ALONG_LAST
        ? { quad: inSearch(previous, factor), within: maxMovement }
        : undefined;
    alongLast = near ? alongLast + 1 : 0;
    // The finder's reading of a shape's corners, by the quad it read them on, for wholeByBorders below.
    const rounded = new WeakMap<readonly Point[], boolean>();
    const card = findCard(downscaledGray(frame, factor), {
      roundedCorners: (q) => {
        const answer = roundedCorners(frame, inFrame(q, factor));
        rounded.set(q, answer);
        return answer;
      },
      likeness: masks.likeness,
      guide: masks.guide,
      lateLikeness: masks.lateLikeness,
      near,
      observe: explain?.observe,
    });
    alongable = !!card && !card.outscoredBy;
    if (!card) {
      previous = undefined;
      // No shape closed, but the mask may see a small card: asked nearer, it will take shape.
      const far = model ? maskBlob(masks.first()) : undefined;
      return far && longShare(far, frame.width, frame.height) < BLOB_FAR_SHARE
        ? { status: 'doc-found', code: 901, quad: far, box: boundingBox(far, frame), rough: true }
        : { status: 'doc-not-found', code: 910 };
    }
    const quad = inFrame(card.quad, factor) as unknown as Quad;
    // A card the frame's edge cuts is no card to capture: the applicant is asked to put it inside.
    // Past the corners, and between a side and the edge (the print of a card cut by a few per cent
    // can close a card's shape well inside the frame).
    const cut = outsideFrame(quad, frame) || cutByFrame(frame, quad) || groundBesideCorner(frame, quad);
    let mask = !cut && model ? masks.first() : undefined;
    // A shape whose borders all show and whose corners read rounded is a whole card, whatever the masks
    // make of the sheet, the receipts or the hand it lies on: their refusals below, which read no card
    // there, a larger card round it or the card going on past the edge, do not refuse it (decisions 154,
    // 155). The frame's edge still does. Worked out when first asked.
    let firm: boolean | undefined;
    const wholeByBorders = () => {
      firm ??=
        firmShape(card.minSupport, quad, frame.width, frame.height) &&
        (rounded.get(card.quad) ?? roundedCorners(frame, quad));
      return firm;
    };
    // A shape the first mask scores 0 (or, close, likes too little and the second more) is judged by
    // the second from here on, and is no card unless that mask fills it (decision 106) and, near the
    // frame's edge, sees it end at its sides (108).
    const second = mask && masks.secondOpinion(quad, maskAgreement(mask, quad, frame));
    const first = mask;
    if (second) {
      mask = second.edge;
      if (!edgeMaskSaysCard(second.edge, quad, frame, second.agreement) && !wholeByBorders()) {
        return refuse('the second mask does not see a card');
      }
    }
    const isFar = tooFar(quad, frame.width, frame.height);
    // A far shape the first mask joins to a larger card may stand apart in a window round it, where the
    // mask sees it at the size it knows best: the table or the hand it was joined to (decision 117).
    let ownCard: boolean | undefined;
    const wholeInWindow = (m = mask) => {
      if (!isFar || !model) return false;
      // Unless the frame's card runs firmly to the edge, as a card the frame cuts does (decisions 081,
      // 104), or from edge to edge: a window round a piece of it (its photo, a flag) shows no more.
      if (m && cardAtEdge(m, quad) && (!cardFaintAtEdge(m, quad) || cardAcrossFrame(m, quad))) {
        return false;
      }
      if (ownCard === undefined) {
        const view = masks.windowOf(quad) ?? zoomedView(model, frame, quad);
        ownCard = !!view && standsApart(view);
      }
      return ownCard;
    };
    // The first mask's card round a whole card may be the ground it spread over, from edge to edge
    // of the frame, or faintly to one edge: the second, which stops at a card's edge, is asked whether
    // it is one (decisions 107, 111). So is a larger card round a small shape that stays inside the
    // frame: the hand or the cup the first mask joined to a far card, or a close card round a block of
    // its print, which the second marks whole (decision 112). Unless the second judges the shape already.
    const groundNotCard = (m: CardMask) => {
      const spread = cardAcrossFrame(m, quad) || cardFaintAtEdge(m, quad) || (isFar && !cardAtEdge(m, quad));
      if (!edgeModel || second || !spread) return false;
      return !partOfLargerCard(masks.second(), quad);
    };
    // A piece of a card the frame cuts (its photo, a block of print) is no card to capture, nor to
    // bring nearer, which would cut it more: the whole card must come inside first. A block inside a
    // close card is not the card either, and the card is near enough already. The part of a cut card
    // inside the frame may have outscored the block and been refused for its borders running on: the
    // card goes on past the edge there too (decision 093).
    const outscoredBy = card.outscoredBy && (inFrame(card.outscoredBy, factor) as unknown as Quad);
    let pastEdge = mask ? readPastEdge(frame, mask, quad) : undefined;
    // The first mask may run on past a close shape's side onto what lies beside it (fingers behind
    // the card, noise in a dim frame) and read the card going on past the edge. The second, which stops
    // at a card's edge, is asked: the refusal stands only where it too sees the card go on (decision 114).
    if (pastEdge === 'card' && !isFar && edgeModel && !second) {
      if (!cardPastEdge(frame, masks.second(), quad)) pastEdge = undefined;
    }
    // Between a side and the edge the colours are the card's and the first mask is unsure: the card's
    // photo, which it hardly marks, on a card the frame cuts. The second mask, which marks the whole
    // card, is asked whether it goes on there (decision 113).
    const secondSeesCardPast = () => {
      if (pastEdge !== 'colours' || isFar || !edgeModel || second) return false;
      return cardPastEdge(frame, masks.second(), quad);
    };
    // A shape the first mask joins to a card running to the frame's edge may lie on a ground the first
    // marks as card (a sheet, receipts, a placemat): the second, which stops at a card's edge, is asked
    // whether it sees a card of the shape's own size inside the frame (decisions 135, 137). Round a close
    // one it must see no card again past a side: it marks a cut card's panel alone, the rest of the card
    // beyond the line it reads as an edge (137). Both far refusals may ask it: it is worked out once.
    let smallCard: boolean | undefined;
    const secondSeesSmallCard = () => {
      if (!edgeModel) return false;
      const edgeMask = masks.second();
      smallCard ??=
        edgeMaskSeesSmallCard(edgeMask, quad, frame) && (isFar || !edgeMaskSeesCardBeyond(edgeMask, quad));
      return smallCard;
    };
    // The first of these that holds refuses the card: each is weighed only when those before do not.
    const refusalOf = (): JudgeRefusal | undefined => {
      if (cut) return 'cut by the frame';
      if (!mask) return undefined;
      if (pastEdge === 'card' && !wholeByBorders()) return 'the card goes on past the edge';
      if (
        partOfLargerCard(mask, quad) &&
        !wholeByBorders() &&
        !groundNotCard(mask) &&
        !wholeInWindow() &&
        !secondSeesSmallCard()
      ) {
        return 'a piece of a larger card';
      }
      if (outscoredBy && cardPastEdge(frame, mask, outscoredBy, true) && !wholeByBorders()) {
        return 'outscored by a card going on past the edge';
      }
      if (secondSeesCardPast()) return 'the second mask sees the card go on past the edge';
      return undefined;
    };
    const refusal = refusalOf();
    if (refusal) return refuse(refusal);
    // Paper, a pad or a book of the card's ratio filling the frame: its corners are square.
    if (!isFar && squareCorners(frame, quad)) return refuse('square corners: paper');
    const box = boundingBox(quad, frame);
    const longSide = card.longSide * factor;
    // Whether the card is where it was in `q` (the last frame's, or where the second mask saw it).
    const stillAt = (q: Quad | undefined) => !!q && movement(q, quad) <= maxMovement * longSide;
    // The first mask marks a ruled page as card, and the finder closes a shape on its lines and the
    // edges of a sheet or a notebook lying on it: the second, which stops at a card's edge, sees no card
    // there (decision 144). Its word on a close card holds while the card stays still.
    if (!isFar && edgeModel && !second && !stillAt(vouched)) {
      if (maskAgreement(masks.second(), quad, frame) < SECOND_LEAST && !wholeByBorders()) {
        return refuse('a close shape the second mask does not see');
      }
      vouched = quad;
    }
    const last = previous;
    previous = quad;
    if (isFar) {
      // A small shape on a card the frame's edge cuts is a piece of it, not a small card (decision 104):
      // on either mask's word, when the second judges the shape (decision 134).
      const pieceOfCut = (m: CardMask | undefined) => !!m && cardAtEdge(m, quad) && !wholeInWindow(m);
      if ((pieceOfCut(mask) || (second && pieceOfCut(first))) && !wholeByBorders() && !secondSeesSmallCard())
        return refuse('a far piece of a card the frame cuts');
      return { status: 'doc-found', code: 901, quad, box };
    }
    if (!stillAt(last)) {
      return { status: 'doc-found', code: 902, quad, box };
    }
    if (!readBarcode) return { status: 'doc-passed', quad, box };
    read ??= readPdf417(luminance(frame, quad), frame.width, frame.height, quad);
    const barcodeText = read;
    if (!barcodeText && requireBarcode) {
      return { status: 'doc-found', code: 902, quad, box, isBarcodeFound: false };
    }
    return barcodeText
      ? { status: 'doc-passed', quad, box, barcodeText, isBarcodeFound: true }
      : { status: 'doc-passed', quad, box, isBarcodeFound: false };
  }

  // What a card held still lets the judge keep, forgotten on a new attempt and after a broken frame
  // (500, as after a frame with no card).
  function forget() {
    previous = undefined;
    read = undefined;
    vouched = undefined;
  }

  return {
    judge(frame) {
      try {
        return judge(frame);
      } catch {
        forget();
        return { status: 'doc-not-found', code: 500 };
      }
    },
    reset: forget,
  };
}
