// Surfaces of the further development part: places people put a card to photograph it that no other
// part draws. A terrazzo counter (chips of stone on a light ground), jeans on a lap (a diagonal twill
// with a stitched seam), a bed's white sheet (soft folds, no edges), a concrete floor or sill (pores,
// stains, sometimes a saw-cut joint), a dark glass desk (soft reflections), a sofa's upholstery (a
// seam between cushions) and dark walnut.
import { pick, shade, turned } from './surface-parts.ts';

export type ExtraSurface = 'terrazzo' | 'denim' | 'bedsheet' | 'concrete' | 'glass' | 'sofa' | 'walnut';

export const EXTRA_SURFACE_NAMES: Record<ExtraSurface, string> = {
  terrazzo: 'terrazzo',
  denim: 'denim',
  bedsheet: 'white bedsheet, folds',
  concrete: 'concrete',
  glass: 'dark glass desk',
  sofa: 'sofa upholstery',
  walnut: 'dark walnut',
};

/** Chips of stone, most small, a few large, as polygons of 5–7 corners (an SVG that covers any frame). */
function chips(random: () => number, colours: readonly string[], count: number): string {
  let out = '';
  for (let k = 0; k < count; k++) {
    const [cx, cy] = [1280 * random(), 1280 * random()];
    const r = random() < 0.85 ? 3 + 8 * random() : 14 + 22 * random();
    const n = 5 + Math.floor(3 * random());
    const pts = Array.from({ length: n }, (_, i) => {
      const a = ((i + 0.6 * random()) * 2 * Math.PI) / n;
      const d = r * (0.6 + 0.5 * random());
      return `${(cx + d * Math.cos(a)).toFixed(1)},${(cy + d * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    out += `<polygon points="${pts}" fill="${pick(colours, random)}"/>`;
  }
  return `<svg class="fill" viewBox="0 0 1280 1280" preserveAspectRatio="xMidYMid slice">${out}</svg>`;
}

export function extraSurfaceHtml(kind: ExtraSurface, seed: number, random: () => number): string {
  const at = () => Math.round(100 * random());
  switch (kind) {
    case 'terrazzo': {
      const [ground, colours] = pick(
        [
          ['#ece8e1', ['#8d8a86', '#2f2f31', '#c9805f', '#d9cbb5', '#6e8a7b', '#b7b3ad']],
          ['#f1e6df', ['#c9705b', '#e9b8a4', '#7a7672', '#f7f2ec', '#3b3a3a']],
          ['#dfe1de', ['#2a2c2e', '#ffffff', '#8a949b', '#b48a62', '#51606b']],
        ] as const,
        random,
      );
      return `<div class="fill" style="background:${ground}"></div>${chips(random, colours, 1100)}${shade('terrazzo', '0.7', 1, '0.35 0.35 0.35', -3, 1.45, seed)}
        <div class="fill" style="background:linear-gradient(${at() * 3.6}deg,rgba(255,255,255,.18),transparent 60%,rgba(0,0,0,.08))"></div>`;
    }
    case 'denim': {
      const [base, dark] = pick(
        [
          ['#3b5c86', '#23395a'],
          ['#2c3f63', '#17233a'],
          ['#5a7aa0', '#3a5679'],
          ['#27282d', '#141518'],
        ],
        random,
      );
      const angle = 55 + 20 * random();
      const twill = `repeating-linear-gradient(${angle}deg,rgba(255,255,255,.16) 0 1px,transparent 1px 3px),repeating-linear-gradient(${angle + 90}deg,${dark} 0 1px,transparent 1px 2px),${base}`;
      // Jeans on a lap: a felled seam with two rows of gold stitching, and the fabric worn pale in patches.
      const seam = 35 + 30 * random();
      const stitches = `<div style="position:absolute;left:0;top:${seam}%;width:100%;height:46px;background:linear-gradient(rgba(0,0,0,.35),transparent 20%,transparent 80%,rgba(0,0,0,.35))"><div style="position:absolute;left:0;top:12px;width:100%;border-top:3px dashed #c99a3a"></div><div style="position:absolute;left:0;top:30px;width:100%;border-top:3px dashed #c99a3a"></div></div>`;
      // Worn denim fades along its yarns: streaks, long one way and short the other, not clouds.
      const fade = shade('denim', '0.008 0.15', 2, '0.85 0.9 1', 0.9, -0.34, seed);
      const weft = shade('weft', '0.25 0.9', 1, '0.95 0.97 1', 2.4, -1.2, seed + 1);
      const lap = shade('lap', '0.0025', 1, '0 0 0', 1.3, -0.45, seed + 2);
      return `${turned(random, `${fade}${weft}${stitches}`, `background:${twill}`)}${lap}`;
    }
    case 'bedsheet': {
      const sheet = pick(['#f3f2ee', '#eef0f3', '#f6f1ea', '#e9eef0'], random);
      // Folds are long, soft ridges without edges: lit on one side, in shade on the other.
      let folds = '';
      for (let k = 0; k < 5; k++) {
        const [lit, dark] = random() < 0.5 ? ['255,255,255', '110,115,130'] : ['110,115,130', '255,255,255'];
        folds += `<div style="position:absolute;left:${-10 + 30 * random()}%;top:${25 + 50 * random()}%;width:${60 + 50 * random()}%;height:${4 + 8 * random()}%;border-radius:50%;background:linear-gradient(180deg,transparent,rgba(${lit},.55) 35%,rgba(${dark},.5) 70%,transparent);filter:blur(${8 + 10 * random()}px);transform:rotate(${(random() - 0.5) * 30}deg)"></div>`;
      }
      const hollows = shade('hollows', '0.0015 0.005', 2, '0.45 0.47 0.52', 1.4, -0.45, seed);
      return `<div class="fill" style="background:radial-gradient(circle at ${at()}% ${at()}%,${sheet},#d3d4d3 120%)"></div>${turned(random, `${hollows}${folds}`)}${shade('weave', '0.8', 1, '0.5 0.5 0.5', -1, 0.55, seed + 2)}`;
    }
    case 'concrete': {
      const grey = pick(['#9c9994', '#b4b1ab', '#86878a', '#a89f93'], random);
      const joint =
        random() < 0.5
          ? turned(
              random,
              `<div style="position:absolute;left:${30 + 40 * random()}%;top:0;width:5px;height:100%;background:#4a4845;box-shadow:2px 0 1px rgba(255,255,255,.25)"></div>`,
            )
          : '';
      return `<div class="fill" style="background:${grey}"></div>${shade('mottle', '0.01', 4, '0.25 0.25 0.24', -1.6, 0.8, seed)}${shade('stain', '0.003', 2, '0.2 0.17 0.12', 2.2, -1.1, seed + 1)}${shade('pores', '0.35', 2, '0.15 0.15 0.15', -10, 4.1, seed + 2)}${shade('sand', '0.9', 1, '0.95 0.95 0.93', 3, -1.6, seed + 3)}${joint}`;
    }
    case 'glass': {
      // A window behind the photographer and a lamp above mirror in the glass as soft, large lights.
      const tint = pick(['#0d1012', '#10151a', '#0c1411', '#141414'], random);
      const bar = 'position:absolute;background:rgba(10,12,14,.8)';
      return `<div class="fill" style="background:linear-gradient(${at() * 3.6}deg,${tint},#1e2529 70%,${tint})"></div>
        <div style="position:absolute;left:${10 + 50 * random()}%;top:${-20 + 50 * random()}%;width:${35 + 25 * random()}%;height:${45 + 30 * random()}%;background:linear-gradient(${at() * 3.6}deg,rgba(210,225,240,.22),rgba(210,225,240,.1));filter:blur(${14 + 16 * random()}px);transform:skewX(${(random() - 0.5) * 40}deg) rotate(${(random() - 0.5) * 20}deg)"><div style="${bar};left:48%;top:0;width:4%;height:100%"></div><div style="${bar};left:0;top:45%;width:100%;height:5%"></div></div>
        <div class="fill" style="background:radial-gradient(circle at ${at()}% ${at()}%,rgba(255,250,235,.4) 0,rgba(255,250,235,.1) 6%,transparent 20%)"></div>
        ${shade('smudge', '0.008', 2, '1 1 1', 0.15, -0.07, seed)}${shade('dust', '0.7', 1, '1 1 1', -7, 1.5, seed + 1)}`;
    }
    case 'sofa': {
      const [base, line] = pick(
        [
          ['#34363a', '#26282b'],
          ['#1f2a3d', '#151d2b'],
          ['#24392f', '#172920'],
          ['#4a1f26', '#35151a'],
          ['#4b3d33', '#372c24'],
        ],
        random,
      );
      const weave = `repeating-linear-gradient(0deg,rgba(255,255,255,.08) 0 2px,transparent 2px 4px),repeating-linear-gradient(90deg,${line} 0 2px,transparent 2px 4px),${base}`;
      // Two cushions meet in a dark groove, each rounding away from it; the cloth has flecks of lighter yarn.
      const x = 30 + 40 * random();
      const cushions = `<div class="fill" style="background:linear-gradient(90deg,rgba(0,0,0,.3) ${x - 25}%,rgba(255,255,255,.08) ${x - 8}%,rgba(0,0,0,.6) ${x - 0.6}%,rgba(0,0,0,.85) ${x}%,rgba(0,0,0,.6) ${x + 0.6}%,rgba(255,255,255,.08) ${x + 8}%,rgba(0,0,0,.3) ${x + 25}%)"></div>`;
      const lumps = shade('lumps', '0.004', 2, '0 0 0', 1.4, -0.45, seed);
      return `${turned(random, `${lumps}${cushions}`, `background:${weave}`)}${shade('flecks', '0.5', 2, '1 1 1', 0.7, -0.3, seed + 1)}`;
    }
    case 'walnut': {
      const base = pick(['#5a3826', '#4e3122', '#61402b'], random);
      // Dark grain lines where the noise crosses zero, over broad swirls of lighter and darker wood.
      const swirls = shade('walnut2', '0.0012 0.012', 3, '0.62 0.44 0.3', 1.4, -0.6, seed + 1);
      const lines = shade('walnut', '0.002 0.1', 4, '0.15 0.08 0.05', -9, 1.2, seed, 'turbulence');
      const pores = shade('pores', '0.03 0.7', 1, '0.12 0.07 0.04', -5, 2.3, seed + 2);
      return `${turned(random, `<div class="fill" style="background:${base}"></div>${swirls}${lines}${pores}`)}<div class="fill" style="background:linear-gradient(${at() * 3.6}deg,rgba(255,240,220,.1),transparent 40%,rgba(255,240,220,.06) 70%,transparent)"></div>`;
    }
  }
}
