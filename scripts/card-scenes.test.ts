// The evaluation set of `npm run bench:cards` says what it claims: each drawn scene's card is where
// its condition says (close, far, cut by the edge), by the same measure the real photos are sorted
// with, and the held-out part shares no card design (but the DNI) and no surface with the
// development parts, so that a threshold tuned on one says nothing about the other; the further
// and mixed-grounds development parts share none with any other part either, so that each measures
// drawing never seen.
import { describe, expect, it } from 'vitest';
import { mrz } from '../apps/web/e2e/card-scenes/card-parts.ts';
import { measureCard, projectCorners } from '../apps/web/e2e/card-scenes/pose.ts';
import { type Part, PARTS, type Scene, scenes } from '../apps/web/e2e/card-scenes/scenes.ts';

describe('bench:cards scenes', () => {
  // Every part scenes.ts draws, so that a part added there is checked here without a second list.
  const allParts = Object.keys(PARTS) as Part[];
  const developmentParts = allParts.filter((p) => p !== 'held');
  const all = scenes(12, allParts);

  it('puts close cards wholly in the frame with their long side ≥ 60% of the matching side, far ones < 50%, cut ones over an edge', () => {
    for (const scene of all) {
      if (!scene.card) {
        expect(scene.kind, scene.condition).toBe('none');
        continue;
      }
      const m = measureCard(projectCorners(scene.card), scene.width, scene.height);
      const where = `${scene.part} ${scene.condition} #${scene.seed}`;
      if (scene.kind === 'close') {
        expect(m.cut, where).toBe(false);
        expect(m.longShare, where).toBeGreaterThanOrEqual(0.6);
      } else if (scene.kind === 'far') {
        expect(m.cut, where).toBe(false);
        expect(m.longShare, where).toBeLessThan(0.5);
      } else {
        expect(m.cut, where).toBe(true);
      }
    }
  });

  it('keeps the held-out designs and surfaces out of every development part (the DNI is in all)', () => {
    for (const other of developmentParts) {
      const dev = new Set([...PARTS[other].designs, ...PARTS[other].surfaces]);
      const shared = [...PARTS.held.designs, ...PARTS.held.surfaces].filter((x) => dev.has(x));
      expect(shared, other).toEqual(['dni']);
    }
    const drawn = (part: Part) =>
      new Set(all.filter((s) => s.part === part).flatMap((s) => [s.surface, s.card?.design]));
    for (const x of drawn('held'))
      if (x && x !== 'dni')
        expect(
          developmentParts.some((p) => drawn(p).has(x)),
          String(x),
        ).toBe(false);
  });

  it.each(['extra', 'mixed'] as const)(
    'draws the %s development part from designs and surfaces no other part has (but the DNI)',
    (part) => {
      for (const other of allParts.filter((p) => p !== part)) {
        const theirs = new Set([...PARTS[other].designs, ...PARTS[other].surfaces, PARTS[other].noCardPhoto]);
        const shared = [...PARTS[part].designs, ...PARTS[part].surfaces].filter((x) => theirs.has(x));
        expect(shared, other).toEqual(['dni']);
      }
    },
  );

  it('draws the same scenes every time and landscape and portrait frames alike', () => {
    expect(scenes(12, allParts)).toEqual(all);
    expect(new Set(all.map((s) => `${s.width}x${s.height}`))).toEqual(new Set(['1280x720', '720x1280']));
  });

  it('draws from a later index a fresh sample: the same scenes a longer run has there, none of the first ones', () => {
    const first = scenes(8, ['held']);
    const later = scenes(4, ['held'], 8);
    const longer = scenes(12, ['held']);
    const key = (s: Scene) => `${s.condition}#${s.seed}`;
    expect(later.map(key)).toEqual(longer.filter((_, k) => k % 12 >= 8).map(key));
    const seen = new Set(first.map(key));
    expect(later.filter((s) => seen.has(key(s)))).toEqual([]);
  });

  it('measures the long side against the frame side it runs along', () => {
    // A card 600 px wide lying flat in a portrait frame 720 wide: 83% of the width.
    const flat = [
      { x: 60, y: 400 },
      { x: 660, y: 400 },
      { x: 660, y: 778 },
      { x: 60, y: 778 },
    ];
    expect(measureCard(flat, 720, 1280)).toEqual({ cut: false, longShare: 600 / 720 });
    // The same card upright runs along the 1280 px height.
    const upright = flat.map((p) => ({ x: p.y - 300, y: p.x + 200 }));
    expect(measureCard(upright, 720, 1280).longShare).toBeCloseTo(600 / 1280);
    expect(
      measureCard(
        flat.map((p) => ({ x: p.x + 100, y: p.y })),
        720,
        1280,
      ).cut,
    ).toBe(true);
  });

  it("prints an MRZ's three lines, the names' two 30 long: no filler '<' is left for Chromium to read as a tag", () => {
    const html = mrz(
      (k) => `${k * 600}px`,
      '#222',
      () => 0.5,
    );
    const text = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</div>'));
    const lines = text.split('<br>').map((l) => l.replace(/&lt;/g, '<'));
    expect(lines.map((l) => l.length).slice(1)).toEqual([30, 30]);
    expect(lines).toHaveLength(3);
    expect(text.replace(/<br>/g, '')).not.toContain('<');
  });
});
