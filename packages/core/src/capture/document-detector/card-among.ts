// The card among a frame's lines (find-card.ts finds the lines): every shape of the card's ratio they
// make (card-shapes.ts), largest first, its sides walked for the edges along them (walk-sides.ts) and
// looked inside and around (card-checks.ts). The best supported is kept, larger ones preferred; the
// card-mask model's likeness, when the judge gives it, weighs each score and vouches for what borders
// alone cannot tell (mask-word.ts), and a block that won on its borders gives way to the card round it
// (outer-card.ts). A second search runs among the lines near the mask's outline when no shape closed
// (guided-lines.ts), and a third on a late likeness when no shape was a card (decision 110).
import type { Point, Quad } from '../detector-port.ts';
import { busyInside, sideRefusal } from './card-checks.ts';
import type { AmongOptions, CardCandidate } from './card-candidate.ts';
import { tooFar } from '../card-guide.ts';
import { firmShape, LIKED, LIKED_SIDE_SUPPORT, sideSpared, tooUnlike } from './mask-word.ts';
import {
  cardShapes,
  type Shape,
  type ShapeLimits,
  STRONG_SLANT_LIMITS,
  shapeSides,
  sideKey,
  USUAL_LIMITS,
} from './card-shapes.ts';
import { fitSides, fittedShape, orderCorners } from './fitted-quad.ts';
import { guidedLines } from './guided-lines.ts';
import type { Line } from './hough-lines.ts';
import { cardInFrame, type KeptShape, outerCard } from './outer-card.ts';
import type { GrayImage } from './luminance.ts';
import { holdsPoints, insideQuad, overlapEach, shortSide } from './quad-points.ts';
import type { searchLines } from './search-lines.ts';
import { bestEvidence, type Evidence } from './side-evidence.ts';
import { type SideMemo, sideMemo, walkSides } from './walk-sides.ts';

/** The card among the lines `found` (or `only` some of them, the rest still looked among for what
 * lies about a shape), as findCard says. */
export function cardAmong(
  img: GrayImage,
  { edges, maps, lines, walkMaps }: ReturnType<typeof searchLines>,
  options: AmongOptions,
  only?: readonly Line[],
): CardCandidate | undefined {
  const {
    aspectBelow = ASPECT_BELOW,
    aspectAbove = ASPECT_ABOVE,
    minShortSide = 14,
    minSupport = 0.55,
    minSideSupport = 0.45,
    likeness,
    guide,
    lateLikeness,
    roundedCorners,
    observe,
  } = options;
  let likenessNow = likeness;
  // A shape whose borders all show and whose corners, read on its quad (fitted where it fits), are rounded.
  const roundFirm = (corners: readonly Point[], least: number, fitted: () => Fitted) =>
    !!roundedCorners && firmShape(least, corners, img.width, img.height) && roundedCorners(fitted().quad);
  // With the mask to confirm a card, a side a hand or glare hides more of may still be one.
  const walkSupport = likeness ? Math.min(minSideSupport, LIKED_SIDE_SUPPORT) : minSideSupport;
  let best: CardCandidate | undefined;
  let bestScore = 0;
  let refused: { score: number; quad: Quad } | undefined;
  const rough = walkSupport - ROUGH_SLACK;
  // Every candidate that passed all the checks, for the blocks inside one to be weighed against it.
  const kept: KeptShape<CardCandidate>[] = [];
  // Shapes refused on the likeness alone, for lateLikeness to look at again: a shape is refused on its
  // borders before the mask is asked, and those refusals do not change.
  const unliked = new Map<readonly Line[], { around: readonly Line[]; shapes: Unliked[] }>();
  // What each side showed, per set of lines (a side's key is its lines' places in the set).
  const memos = new Map<readonly Line[], SideMemo>();
  // The shapes `lines` make (or `only` those of them), each looked at as below; `around` are the lines
  // the checks look among for what lies about a shape (the frame's, and any found since).
  const search = (lines: readonly Line[], around: readonly Line[], only?: readonly Unliked[]) => {
    const memo = memos.get(lines) ?? sideMemo();
    memos.set(lines, memo);
    // The shapes a phone held over a card makes first; only when none of them is a card, or only one
    // too small to capture, those only a strong slant close up makes (decisions 069, 082): a small
    // shape is only ever asked nearer, and a close card at a strong slant may lie beside it. So too
    // when the close one is a card only on the mask's word, a side under minSideSupport (decision
    // 128): a block of the slanted card's print it likes as well. Many more pairs of lines meet
    // within the wider limits; a frame whose card is found at once does not pay for them.
    for (const limits of [USUAL_LIMITS, STRONG_SLANT_LIMITS]) {
      if (best && !tooFar(best.quad, img.width, img.height) && best.minSupport >= minSideSupport) break;
      // Beyond the usual limits, a shape of lines from clutter or a cut card is easily made: its sides
      // must show most of a border (below), and a walk that cannot reach the bar stops early. What the
      // first pass learnt of a side holds here too: a share it called short is shorter than this bar.
      const bar = limits.beyondUsual ? Math.max(walkSupport, STRONG_SLANT_LEAST) : walkSupport;
      // The far border of a card tipped away may be bare; two bare borders come as easily from clutter.
      const mostBar = limits.beyondUsual ? Math.max(walkSupport, STRONG_SLANT_SIDE) : walkSupport;
      const shapes = only
        ? only.filter((u) => u.limits === limits).map((u) => u.shape)
        : cardShapes(lines, img, minShortSide, aspectBelow, aspectAbove, limits);
      // Largest first: a candidate scores no more than its size, so once one is kept, every smaller
      // shape is out of the running and the walk along the sides stops there.
      shapes.sort((a, b) => b.size - a.size);
      for (const shape of shapes) {
        const { longSide, size } = shape;
        if (size <= bestScore) break;
        const { corners, sides } = shapeSides(shape);
        const keys = [0, 1, 2, 3].map((k) => sideKey(shape, k, lines.length));
        // A dim frame's sides are measured on its fainter edges too (search-lines.ts).
        const walk = walkSides(walkMaps, sides, keys, memo, { rough, bar, mostBar, size, bestScore });
        if (!walk) {
          observe?.(corners, 'a bare side');
          continue;
        }
        const { found, least } = walk;
        // Fitted once, when roundFirm or the side checks first ask: one quad, which the judge's memo keys.
        let fitMemo: Fitted | undefined;
        const fitted = () => {
          if (!fitMemo) {
            const fit = fitSides(sides, found);
            fitMemo = { fit, quad: fit?.quad ?? orderCorners(corners) };
          }
          return fitMemo;
        };
        // Summed in the sides' own order, whatever order they were walked in: the same score to the bit.
        const support = found.reduce((total, side) => total + side.share, 0) / 4;
        if (support < minSupport) {
          observe?.(corners, 'too little support');
          continue;
        }
        // Every check below is required and the score does not depend on them: a candidate that cannot
        // beat the best is dropped before they are made.
        const edgeScore = support * support * Math.sqrt(least) * size;
        if (edgeScore <= bestScore) {
          observe?.(corners, 'outscored');
          continue;
        }
        const like = likenessNow ? likenessNow(corners) : 1;
        // A shape the likeness refuses but does not score 0 may be a card on the late likeness's word.
        // One whose borders all show and whose corners read rounded is one on theirs (decisions 154, 155).
        if (tooUnlike(like, corners, img) && !roundFirm(corners, least, fitted)) {
          if (like > 0 && !only && lateLikeness) {
            const entry = unliked.get(lines) ?? { around, shapes: [] };
            entry.shapes.push({ shape, limits });
            unliked.set(lines, entry);
          }
          observe?.(corners, 'unliked');
          continue;
        }
        // A side under the usual least counts only on the mask's word, and never where it ends near the
        // frame's edge: there the mask cannot tell a whole card from one the edge cuts (sideSpared).
        if (
          least < minSideSupport &&
          !sideSpared(
            sides.map(([s, e], k) => ({ s, e, share: (found[k] as Evidence).share })),
            like,
            img,
            minSideSupport,
          )
        ) {
          observe?.(corners, 'a side the mask does not spare');
          continue;
        }
        // A shape only a strong slant makes (or a cropped picture, below) is a card on the mask's word.
        const vouched = likeness !== undefined && like >= LIKED;
        if (shape.strained && !vouched) {
          observe?.(corners, 'strained, not vouched for');
          continue;
        }
        const score = edgeScore * (1 - SOFT + SOFT * like);
        if (score <= bestScore) {
          observe?.(corners, 'outscored');
          continue;
        }
        if (!busyInside(edges, corners)) {
          observe?.(corners, 'no print inside');
          continue;
        }
        // The side checks read each side along the line fitted to its edge pixels, where they fit:
        // quantised to 1°, a Hough line lies a few pixels off a long border at one end, and what runs
        // on past a corner or lies beside a side is then looked for in the wrong place (decisions 092,
        // 093).
        const { fit, quad } = fitted();
        const refuse = fit
          ? sideRefusal(
              img,
              maps,
              fit.sides,
              fit.sides.map(([s, e, line]) => bestEvidence(maps, s, e, line)),
              around,
              minSideSupport,
            )
          : sideRefusal(img, maps, sides, found, around, minSideSupport);
        if (refuse) {
          observe?.(corners, refuse);
          if (score > (refused?.score ?? 0)) refused = { score, quad };
          continue;
        }
        // The lines' quad is quantised to 1° and a pixel; the fitted one tells the ratio more exactly,
        // closely enough to part a card from a passport page (1.42) at a slant.
        const reading = fittedShape(quad, img, aspectAbove);
        if (!reading || (reading === 'card' && !vouched)) {
          observe?.(corners, "the fitted quad's ratio");
          continue;
        }
        // A block of the card (a framed face, a panel, a colour block) often has crisper borders than
        // the card and wins on them; the mask, whose ring lies on the card around it, likes it less
        // (decision 071).
        if (
          likeness &&
          kept.some(
            (o) =>
              o.like >= LIKED &&
              o.like >= like + NESTED_MARGIN &&
              size < NESTED_SIZE * o.size &&
              corners.every((p) => insideQuad(o.corners, p, o.slack)),
          )
        ) {
          observe?.(corners, 'a block of a card kept');
          continue;
        }
        bestScore = score;
        best = {
          quad,
          longSide,
          support,
          minSupport: least,
        };
        kept.push({ corners, like, size, slack: NESTED_SLACK * shortSide(corners), score, card: best });
        observe?.(corners, 'kept');
      }
    }
  };
  search(only ?? lines, lines);
  // No shape closed where the mask outlines a card: its borders may be among the lines left out.
  const outline = !best && guide ? guide() : undefined;
  if (outline) {
    const near = guidedLines(maps, outline, minShortSide);
    search(near, [...lines, ...near]);
  }
  // No shape is a card on the likeness: those it refused alone are looked at again on the late one's
  // word (their borders were walked already). Asked only now, a larger shape round a card the
  // likeness takes cannot outrank that card on its size. When a shape was kept, only those round it
  // are: a block of the card's print the likeness takes may have won while the card round it, which
  // the first mask likes too little, was refused (decision 136). And those that share most of its
  // area: the first mask may like a shape of two of the card's borders and two lines of the sheet or
  // the hand it lies on better than the card, which the second, stopping at the card's edge, likes
  // more (decision 146).
  if (lateLikeness) {
    const block = best?.quad;
    likenessNow = lateLikeness;
    for (const [set, { around, shapes }] of unliked) {
      const round = block
        ? shapes.filter((u) => {
            const { corners } = shapeSides(u.shape);
            return holdsPoints(corners, block, NESTED_SLACK) || overlapEach(corners, block, OVERLAP);
          })
        : shapes;
      if (round.length) search(set, around, round);
    }
  }
  // A block of the card that won on its borders gives way to the card round it, and a shape that runs
  // past the frame's edge to the card inside it (outer-card.ts).
  const card = (likeness && (outerCard(kept, img, LIKED) || cardInFrame(kept, img, LIKED))) || best;
  if (card && refused && refused.score > bestScore) card.outscoredBy = refused.quad;
  return card;
}

/** A shape's sides fitted to their edge pixels (fitted-quad.ts), and its quad: fitted, else its lines'. */
interface Fitted {
  fit: ReturnType<typeof fitSides>;
  quad: Quad;
}

/** A shape the likeness alone refused, and the limits it was made within. */
interface Unliked {
  shape: Shape;
  limits: ShapeLimits;
}

/** How far a shape's ratio (card-geometry.ts) may fall below / rise above the ID's, by default. */
export const ASPECT_BELOW = 0.075;
export const ASPECT_ABOVE = 0.085;

/** Every side's coverage but one in a shape beyond the usual limits (card-shapes.ts): a card tipped away
 * with large rounded corners shows under 0.8 of a short border (mixed #33940: 0.79), and 0.7 lets no
 * cut-only or no-card sample pass more (decision 149). */
const STRONG_SLANT_SIDE = 0.7;
/** …but one side may show this little: a far border short and faint, or read along a line 2–3° off it;
 * 0.5 for every side captured a letter on a desk in a real photo (decision 150). */
const STRONG_SLANT_LEAST = 0.5;

/** How much of the score the likeness weighs: half, so that the borders still rank candidates the
 * mask cannot tell apart (its cells are 1/32 of the frame). */
const SOFT = 0.5;

/** How far below the least side support roughShare may fall before a side is called bare. */
const ROUGH_SLACK = 0.1;

/** How far outside a kept card a smaller candidate's corner may lie and still be inside it (share of
 * the card's short side): a block of the card often shares a border with it. */
export const NESTED_SLACK = 0.04;
/** A candidate this much smaller than a kept card (in size, the root of its area) is a block of it,
 * not the same card seen through other lines. */
const NESTED_SIZE = 0.93;
/** How much more card-like (mask-agreement.ts) the kept card must look than a block inside it: the
 * likeness of two quads a few per cent apart differs by chance by a few hundredths. */
const NESTED_MARGIN = 0.05;
/** Least share of each other's area a shape the likeness refused and the one kept cover for the
 * former to be weighed again on the late likeness: the two mixed cards it gives back share 0.94 and more
 * with the shape kept; 0.5 gives the same answers on the mixed and wider parts (decision 146). */
const OVERLAP = 0.7;
