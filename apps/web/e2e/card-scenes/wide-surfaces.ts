// Surfaces of the wider development part (issue 23: vary the surfaces too): ones neither other part
// draws. Tiles with grout (a grid of straight lines), carpet, cork, a laptop's palm rest (a keyboard
// well and a touchpad, rectangles of their own), floor planks (long parallel seams) and stitched
// leather.
import { pick, shade, turbulence, turned } from './surface-parts.ts';

export type WideSurface = 'tiles' | 'carpet' | 'cork' | 'laptop' | 'planks' | 'leather';

export const WIDE_SURFACE_NAMES: Record<WideSurface, string> = {
  tiles: 'tiles and grout',
  carpet: 'carpet',
  cork: 'cork board',
  laptop: "a laptop's palm rest",
  planks: 'floor planks',
  leather: 'stitched leather',
};

/** A layer of dark (or light) speckles whose density follows the noise. */
const speckles = (id: string, freq: string, seed: number, light: boolean, amount: number) =>
  shade(id, freq, 2, light ? '1 1 0.95' : '0 0 0', -amount, Number((amount * 0.55).toFixed(2)), seed);

export function wideSurfaceHtml(kind: WideSurface, seed: number, random: () => number): string {
  switch (kind) {
    case 'tiles': {
      const size = Math.round(90 + 130 * random());
      const grout = Math.round(3 + 4 * random());
      const [tile, line] = pick(
        [
          ['#f2f2ef', '#b9b6ad'],
          ['#c46a46', '#e2d6c4'],
          ['#8fa3b3', '#e9e9e6'],
          ['#2d3136', '#8a8d90'],
        ],
        random,
      );
      const grid = `repeating-linear-gradient(0deg,${line} 0 ${grout}px,transparent ${grout}px ${size}px),repeating-linear-gradient(90deg,${line} 0 ${grout}px,transparent ${grout}px ${size}px),${tile}`;
      // A faint glaze, not a pattern: tiles are plain between the grout lines.
      const glaze = speckles('glaze', '0.02', seed, true, 1.2).replace(
        'class="fill"',
        'class="fill" style="opacity:.25"',
      );
      return turned(random, glaze, `background:${grid}`);
    }
    case 'carpet': {
      const base = pick(['#6b6f7a', '#8b7d6b', '#7a3b3b', '#3f5a4a'], random);
      return `<div class="fill" style="background:${base}"></div>${speckles('pile', '0.45', seed, false, 2.2)}${speckles('pile2', '0.6', seed + 1, true, 3)}`;
    }
    case 'cork':
      return `<div class="fill" style="background:${pick(['#b9895a', '#c49a6a', '#a77b4e'], random)}"></div>${speckles('cork', '0.22', seed, false, 3.5)}${speckles('cork2', '0.3', seed + 1, true, 4)}`;
    case 'laptop': {
      const body = pick(['#c9cbce', '#9ea2a7', '#3a3c40'], random);
      const dark = body === '#3a3c40';
      const key = Math.round(40 + 16 * random());
      const keys = `repeating-linear-gradient(0deg,${dark ? '#55585d' : '#1d1e20'} 0 4px,transparent 4px ${key}px),repeating-linear-gradient(90deg,${dark ? '#55585d' : '#1d1e20'} 0 4px,transparent 4px ${key}px),${dark ? '#141518' : '#2a2b2e'}`;
      return turned(
        random,
        `<div style="position:absolute;left:26%;top:24%;width:48%;height:22%;border-radius:12px;background:${keys}"></div>
        <div style="position:absolute;left:41%;top:50%;width:18%;height:14%;border-radius:14px;background:${body};box-shadow:inset 0 0 0 2px rgba(0,0,0,.25)"></div>`,
        `background:linear-gradient(${Math.round(360 * random())}deg,${body},${dark ? '#4a4d52' : '#e2e4e6'})`,
      );
    }
    case 'planks': {
      const width = Math.round(90 + 90 * random());
      const seams = `repeating-linear-gradient(90deg,rgba(40,22,10,.85) 0 3px,transparent 3px ${width}px),repeating-linear-gradient(90deg,rgba(0,0,0,.1) 0 ${width}px,transparent ${width}px ${2 * width}px)`;
      const grain = turbulence(
        'planks',
        '0.003 0.06',
        3,
        '0 0 0 0 0.45  0 0 0 0 0.3  0 0 0 0 0.17  0.6 0 0 0 0.55',
        seed,
      ).replace(
        '<rect',
        `<rect width="100%" height="100%" fill="${pick(['#b07a4c', '#8a5a36', '#c9a27a'], random)}"/><rect`,
      );
      return turned(random, `${grain}<div class="fill" style="background:${seams}"></div>`);
    }
    case 'leather': {
      const base = pick(['#3b2418', '#1c1c1e', '#2a3346', '#6b3a22'], random);
      const inset = Math.round(4 + 10 * random());
      return `<div class="fill" style="background:radial-gradient(circle at ${Math.round(100 * random())}% ${Math.round(100 * random())}%,rgba(255,255,255,.12),transparent 60%),${base}"></div>${speckles('grain', '0.5', seed, false, 1.6)}
        <div style="position:absolute;left:${inset}%;top:${inset}%;right:${inset}%;bottom:${inset}%;border:3px dashed rgba(230,210,180,.7);border-radius:18px"></div>`;
    }
  }
}
