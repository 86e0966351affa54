import { describe, expect, it } from 'vitest';
import type { Point } from '../detector-port';
import { findCard } from './find-card';
import { groundBand } from './outer-card';
import { boxCorners } from '../../../testing/capture/document-detector/axis-card.ts';
import {
  carpet,
  checks,
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

  it('sees nothing added where the two shapes share their sides', () => {
    const { img } = framedCard(tiles);
    expect(groundBand(img, card, card)).toBe(false);
  });
});
