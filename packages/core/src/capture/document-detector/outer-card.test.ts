import { describe, expect, it } from 'vitest';
import type { Point, Quad } from '../detector-port';
import { findCard } from './find-card';
import { quadArea } from './fitted-quad';
import { LIKED } from './mask-word';
import { groundBand, outerCard } from './outer-card';
import { boxCorners } from '../../../testing/capture/document-detector/axis-card.ts';
import {
  carpet,
  checks,
  type Ground,
  FRAMED,
  framedCard,
  tiles,
} from '../../../testing/capture/document-detector/framed-card.ts';
import { cornersNear } from '../../../testing/capture/document-detector/corners-near.ts';

const points = (box: [number, number][]): Point[] => box.map(([x, y]) => ({ x, y }));
const like = () => 0.9;

describe('findCard on a card with a light margin round its darker face (carpet, the mask liking all alike)', () => {
  const found = (hidden: number, margin: number) => {
    const { img, card, face } = framedCard(carpet, hidden, margin);
    const quad = findCard(img, { likeness: like })?.quad;
    return cornersNear(quad, card, 4) ? 'card' : cornersNear(quad, face, 4) ? 'face' : 'other';
  };

  it('takes the card’s corners within 5% of its diagonal, not a shape of three of its face’s sides (a tenth of its top and bottom hidden)', () => {
    const { img, card } = framedCard(carpet, 0.1, 0.06);
    const quad = findCard(img, { likeness: like })?.quad;
    expect(cornersNear(quad, card, 0.05 * Math.hypot(FRAMED.CW, FRAMED.CH))).toBe(true);
  });

  it('takes the card round its face when its borders, a fifth hidden, are nearly as strong as the face’s', () => {
    expect(found(0.2, 0.1)).toBe('card');
    expect(found(0.2, 0.12)).toBe('card');
  });

  it('keeps the face when the card’s borders are much weaker (over a third hidden)', () => {
    expect(found(0.4, 0.1)).toBe('face');
  });
});

describe('groundBand', () => {
  const { X0, Y0, CW, CH } = FRAMED;
  // The card, and the card with its right side moved out by 12 px.
  const card = points(boxCorners(X0, Y0, CW, CH));
  const wider = points(boxCorners(X0, Y0, CW + 12, CH));
  // A white cloth, as white as a card's margin.
  const white: Ground = (_x, _y, random) => [216 + 8 * random(), 124];

  it('sees the card’s margin between the card and its face: even along the side, and unlike the carpet', () => {
    const { img, face } = framedCard(carpet);
    expect(groundBand(img, card, points(face))).toBe(false);
  });

  it('sees ground between the card and a tile’s grout beyond it: the band is the tile past the grout', () => {
    const { img } = framedCard(tiles);
    expect(groundBand(img, wider, card)).toBe(true);
  });

  it('sees ground between the card and a line of a checked cloth: the band changes along the side', () => {
    const { img } = framedCard(checks);
    expect(groundBand(img, wider, card)).toBe(true);
  });

  it('sees the card between the card and its face when its print runs to the edge: blocks of dark and light along the side, none of them the carpet’s (decision 096)', () => {
    const printed: Ground = (x, y) =>
      (Math.floor(x / 25) + Math.floor(y / 25)) % 2 ? [225, 124] : [35, 100];
    const { img, face } = framedCard(carpet, 0, 0.1, printed);
    expect(groundBand(img, card, points(face))).toBe(false);
  });

  it('sees ground between the card and a line of a carpet whose speckle is dark and light: its colours are found past the line', () => {
    const speckle: Ground = (_x, _y, random) => (random() < 0.5 ? [40, 150] : [200, 150]);
    const { img } = framedCard(speckle);
    expect(groundBand(img, wider, card)).toBe(true);
  });

  it('sees the card between the card and its face when the margin is the white of the table save for a stripe along the card’s edge (a flag’s stripe down a licence held over a white cloth; decision 127)', () => {
    const [mx, my] = [0.1 * CW, 0.1 * CH];
    // The outer 35% of the margin a green-blue stripe, the rest the table's white.
    const striped: Ground = (x, y) =>
      Math.min(x - X0, X0 + CW - x) < 0.35 * mx || Math.min(y - Y0, Y0 + CH - y) < 0.35 * my
        ? [120, 60]
        : [220, 124];
    const { img, face } = framedCard(white, 0, 0.1, striped);
    expect(groundBand(img, card, points(face))).toBe(false);
  });

  it('sees ground between the card and its face when the whole margin is the table’s white', () => {
    const { img, face } = framedCard(white, 0, 0.1);
    expect(groundBand(img, card, points(face))).toBe(true);
  });

  it('sees ground between the card and a line of the table past its shadow: the band is darker only next to the card', () => {
    const shadowed: Ground = (x, y, random) =>
      x >= X0 + CW && x < X0 + CW + 5 && y >= Y0 && y < Y0 + CH ? [150, 124] : white(x, y, random);
    const { img } = framedCard(shadowed);
    expect(groundBand(img, wider, card)).toBe(true);
  });

  it('sees nothing added where the two shapes share their sides', () => {
    const { img } = framedCard(tiles);
    expect(groundBand(img, card, card)).toBe(false);
  });
});

describe('outerCard: the card round a block of it that won on its borders', () => {
  const { img, card, face } = framedCard(carpet);
  const shape = (corners: [number, number][], like: number, score: number) => {
    const c = points(corners);
    return {
      corners: c,
      like,
      size: Math.sqrt(quadArea(c as unknown as Quad)),
      slack: 4,
      score,
      card: corners,
    };
  };

  it('takes the card when the mask likes it up to 0.1 less and its borders score three quarters of the block’s (a dark picture on its lower part; decision 096)', () => {
    expect(outerCard([shape(card, 0.86, 48.9), shape(face, 0.95, 61.7)], img, LIKED)).toBe(card);
  });

  it('keeps the block when the card’s borders score much less, or the mask likes the card far less', () => {
    expect(outerCard([shape(card, 0.86, 40), shape(face, 0.95, 61.7)], img, LIKED)).toBeUndefined();
    expect(outerCard([shape(card, 0.8, 60), shape(face, 0.95, 61.7)], img, LIKED)).toBeUndefined();
  });
});
