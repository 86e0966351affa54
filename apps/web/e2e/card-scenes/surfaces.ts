// What the card lies on, as HTML for Chromium: SVG turbulence (wood, marble, stone, gravel, grass),
// CSS patterns (tablecloths, fabric, brick), built objects (a keyboard, a newspaper, a printed page,
// desk clutter) and public-domain photographs. Each is seeded, so a scene draws the same every time.
import { readFileSync } from 'node:fs';
import { EXTRA_SURFACE_NAMES, type ExtraSurface, extraSurfaceHtml } from './extra-surfaces.ts';
import { MIXED_SURFACE_NAMES, type MixedSurface, mixedSurfaceHtml } from './mixed-surfaces.ts';
import { paragraphs, pick, turbulence, turned } from './surface-parts.ts';
import { WIDE_SURFACE_NAMES, type WideSurface, wideSurfaceHtml } from './wide-surfaces.ts';

export type Photo =
  | 'photo:brick'
  | 'photo:grass'
  | 'photo:gravel'
  | 'photo:text'
  | 'photo:coffee'
  | 'photo:chelsea'
  | 'photo:astronaut';

export type Surface =
  | 'dark'
  | 'white'
  | 'wood'
  | 'oak'
  | 'brick'
  | 'gravel'
  | 'grass'
  | 'page'
  | 'cafe'
  | 'desk'
  | 'checked'
  | 'striped'
  | 'marble'
  | 'granite'
  | 'fabric'
  | 'keyboard'
  | 'keyboard-white'
  | 'newspaper'
  | WideSurface
  | ExtraSurface
  | MixedSurface
  | Photo;

/** How the bench names a surface in its rows. */
export const SURFACE_NAMES: Record<Surface, string> = {
  dark: 'dark table',
  white: 'white table',
  wood: 'wood',
  oak: 'light oak',
  brick: 'brick',
  gravel: 'gravel',
  grass: 'grass',
  page: 'printed page under',
  cafe: 'café table, clutter',
  desk: 'desk clutter',
  checked: 'checked tablecloth',
  striped: 'striped tablecloth',
  marble: 'marble',
  granite: 'granite',
  fabric: 'fabric',
  keyboard: 'keyboard',
  'keyboard-white': 'white keyboard',
  newspaper: 'newspaper',
  'photo:brick': 'photo: brick',
  'photo:grass': 'photo: grass',
  'photo:gravel': 'photo: gravel',
  'photo:text': 'photo: printed text',
  'photo:coffee': 'photo: café table',
  'photo:chelsea': 'photo: cat',
  'photo:astronaut': 'photo: person behind',
  ...WIDE_SURFACE_NAMES,
  ...EXTRA_SURFACE_NAMES,
  ...MIXED_SURFACE_NAMES,
};

const isExtra = (kind: Surface): kind is ExtraSurface => Object.hasOwn(EXTRA_SURFACE_NAMES, kind);
const isMixed = (kind: Surface): kind is MixedSurface => Object.hasOwn(MIXED_SURFACE_NAMES, kind);

const photos = new Map<Photo, string>();
/** A photograph of card-scenes/photos as a data URL (the scene is set as content, with no server). */
function photoUrl(photo: Photo): string {
  let url = photos.get(photo);
  if (!url) {
    const file = new URL(`./photos/${photo.slice('photo:'.length)}.jpg`, import.meta.url);
    url = `data:image/jpeg;base64,${readFileSync(file).toString('base64')}`;
    photos.set(photo, url);
  }
  return url;
}

/** Textures (brick, grass, gravel, print) tile at a random scale; scenes (café, cat, person) cover. */
function photo(kind: Photo, random: () => number): string {
  const tiled = ['photo:brick', 'photo:grass', 'photo:gravel', 'photo:text'].includes(kind);
  const size = tiled ? `${Math.round(360 + 320 * random())}px auto` : 'cover';
  const position = `${Math.round(100 * random())}% ${Math.round(100 * random())}%`;
  return `<div class="fill" style="background:url(${photoUrl(kind)}) ${position}/${size} ${tiled ? 'repeat' : 'no-repeat'}"></div>`;
}

function keyboard(random: () => number, white: boolean): string {
  const key = 56 + 40 * random();
  const rows = ['1234567890-=', 'QWERTYUIOP[]', 'ASDFGHJKLÑ;', 'ZXCVBNM,.-', '⌥⌘ ⌘⌥'];
  const [bodyC, keyC, textC] = white ? ['#d9dadc', '#f7f7f7', '#555'] : ['#151617', '#2a2b2e', '#d8d8d8'];
  let keys = '';
  for (let r = 0; r < 14; r++) {
    const row = rows[r % rows.length] as string;
    for (let k = 0; k < 30; k++) {
      const ch = row[k % row.length] as string;
      const wide = ch === ' ' ? 5 : 1;
      keys += `<span style="display:inline-block;width:${key * wide - 6}px;height:${key - 6}px;margin:3px;border-radius:${key / 8}px;background:${keyC};color:${textC};font:${key / 3.5}px 'DejaVu Sans';padding:${key / 10}px;box-shadow:0 2px 0 rgba(0,0,0,.35)">${ch.trim()}</span>`;
    }
    keys += '<br>';
  }
  return turned(
    random,
    `<div style="padding:${key / 3}px;line-height:0;white-space:nowrap">${keys}</div>`,
    `background:${bodyC}`,
  );
}

function newspaper(random: () => number, seed: number): string {
  let cols = '';
  for (let c = 0; c < 9; c++) {
    const headline =
      c % 3 === 0
        ? `<h2 style="font:bold 30px 'DejaVu Serif';margin:8px 0">${pick(['ECONOMÍA', 'El dólar cerró estable', 'Nueva ley de sociedades', 'Deportes'], random)}</h2>`
        : '';
    const image =
      c % 4 === 1
        ? `<div style="height:${120 + 120 * random()}px;background:linear-gradient(${Math.round(random() * 180)}deg,#777,#bbb,#555);margin:6px 0"></div>`
        : '';
    cols += `<div style="display:inline-block;vertical-align:top;width:230px;margin:0 12px;white-space:normal">${headline}${image}${paragraphs(22, seed + c)}</div>`;
  }
  return turned(
    random,
    `<div style="font:12px/1.35 'DejaVu Serif';color:#2a2a2a;white-space:nowrap;padding:20px">${cols}${cols}</div>`,
    'background:#e9e5da',
  );
}

function clutter(random: () => number): string {
  let out = '<div class="fill" style="background:linear-gradient(170deg,#a87b52,#8a603c)"></div>';
  const notes = ['#f7e95a', '#ff8fb1', '#7fe0a0', '#8fc8ff', '#ffae4f'];
  for (let k = 0; k < 7; k++) {
    out += `<div style="position:absolute;left:${Math.round(100 * random())}%;top:${Math.round(100 * random())}%;width:${60 + 60 * random()}px;height:${60 + 50 * random()}px;background:${pick(notes, random)};transform:rotate(${Math.round(random() * 90)}deg);box-shadow:1px 2px 4px rgba(0,0,0,.4)"></div>`;
  }
  for (let k = 0; k < 4; k++) {
    out += `<div class="pen" style="left:${Math.round(90 * random())}%;top:${Math.round(95 * random())}%;background:${pick(['#1f3c8a', '#c22', '#111', '#e8e23a'], random)};transform:rotate(${Math.round(random() * 180)}deg)"></div>`;
  }
  const cable = Array.from({ length: 3 }, () => {
    const p = () => `${Math.round(1400 * random())} ${Math.round(1400 * random())}`;
    return `<path d="M${p()} C${p()} ${p()} ${p()} S${p()} ${p()}" stroke="${pick(['#222', '#eee', '#555'], random)}" stroke-width="${8 + 6 * random()}" fill="none"/>`;
  }).join('');
  return `${out}<svg class="fill" viewBox="0 0 1400 1400" preserveAspectRatio="none">${cable}</svg>`;
}

export function surfaceHtml(kind: Surface, seed: number, random: () => number): string {
  switch (kind) {
    case 'photo:brick':
    case 'photo:grass':
    case 'photo:gravel':
    case 'photo:text':
    case 'photo:coffee':
    case 'photo:chelsea':
    case 'photo:astronaut':
      return photo(kind, random);
    case 'dark':
      return '<div class="fill" style="background:radial-gradient(circle at 30% 20%,#5a4d44,#2b2420)"></div>';
    case 'white':
      return `<div class="fill" style="background:linear-gradient(${Math.round(120 + 80 * random())}deg,#f8f8f5,#e2e2dc)"></div>`;
    case 'wood':
      return turbulence(
        'wood',
        '0.004 0.08',
        3,
        '0 0 0 0 0.42  0 0 0 0 0.26  0 0 0 0 0.14  0.6 0 0 0 0.7',
        seed,
      ).replace('<rect', '<rect width="100%" height="100%" fill="#9a6a42"/><rect');
    case 'oak':
      return turned(
        random,
        turbulence(
          'oak',
          '0.09 0.006',
          4,
          '0 0 0 0 0.80  0 0 0 0 0.62  0 0 0 0 0.40  0.9 0 0 0 0.25',
          seed,
        ).replace('<rect', '<rect width="100%" height="100%" fill="#d7b27e"/><rect'),
      );
    case 'brick':
      return `<svg class="fill" xmlns="http://www.w3.org/2000/svg"><defs><pattern id="b" width="${64 + 20 * random()}" height="30" patternUnits="userSpaceOnUse" patternTransform="rotate(${(random() - 0.5) * 8}) scale(${1 + random()})"><rect width="100%" height="30" fill="#b9b2a6"/><rect x="2" y="2" width="45%" height="12" fill="#9c4a36"/><rect x="52%" y="2" width="45%" height="12" fill="#a8563c"/><rect x="-25%" y="17" width="48%" height="12" fill="#94452f"/><rect x="27%" y="17" width="45%" height="12" fill="#a24f38"/><rect x="77%" y="17" width="45%" height="12" fill="#9a4834"/></pattern></defs><rect width="100%" height="100%" fill="url(#b)"/></svg>`;
    case 'gravel':
      return turbulence(
        'gravel',
        '0.05',
        4,
        '0.5 0.3 0 0 0.1  0.45 0.3 0 0 0.08  0.4 0.25 0 0 0.06  0 0 0 0 1',
        seed,
      );
    case 'grass':
      return turbulence(
        'grass',
        '0.12 0.012',
        3,
        '0.2 0 0 0 0.08  0.5 0.3 0 0 0.2  0.1 0 0 0 0.04  0 0 0 0 1',
        seed,
        'turbulence',
      );
    case 'marble': {
      const veins = turbulence(
        'marble',
        '0.006 0.012',
        5,
        '0 0 0 0 0.35  0 0 0 0 0.35  0 0 0 0 0.37  -9 0 0 0 3.2',
        seed,
        'turbulence',
      );
      return `<div class="fill" style="background:linear-gradient(${Math.round(360 * random())}deg,#f1efec,#dcdad6)"></div>${turned(random, veins, 'opacity:.55')}`;
    }
    case 'granite':
      return `<div class="fill" style="background:#7d7a76"></div>${turbulence('granite', '0.45', 2, '0 0 0 0 0.1  0 0 0 0 0.1  0 0 0 0 0.1  -3 0 0 0 1.6', seed)}${turbulence('granite2', '0.6', 1, '0 0 0 0 0.95  0 0 0 0 0.93  0 0 0 0 0.9  4 0 0 0 -2.4', seed + 1)}`;
    case 'fabric': {
      const [a, b] = pick(
        [
          ['#3b5a85', '#2c4467'],
          ['#b9ad96', '#a3977f'],
          ['#6d6f73', '#55575b'],
          ['#8a3b3b', '#6e2c2c'],
        ],
        random,
      );
      return `${turned(random, '', `background:repeating-linear-gradient(45deg,${a} 0 2px,${b} 2px 4px),${a}`)}${turbulence('fabric', '0.02', 3, '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.2 0.6', seed)}`;
    }
    case 'checked': {
      const c = pick(['200,40,40', '40,80,170', '30,120,60', '20,20,20'], random);
      const s = Math.round(18 + 40 * random());
      return turned(
        random,
        '',
        `background:repeating-linear-gradient(0deg,rgba(${c},.55) 0 ${s}px,transparent ${s}px ${2 * s}px),repeating-linear-gradient(90deg,rgba(${c},.55) 0 ${s}px,transparent ${s}px ${2 * s}px),#f4f1ea`,
      );
    }
    case 'striped': {
      const [a, b] = pick(
        [
          ['#2a4d8f', '#f2efe6'],
          ['#c9a227', '#fbf7ea'],
          ['#8f2a3d', '#efe6e0'],
          ['#2f6b4f', '#e9efe9'],
        ],
        random,
      );
      const s = Math.round(10 + 40 * random());
      return turned(
        random,
        '',
        `background:repeating-linear-gradient(0deg,${a} 0 ${s}px,${b} ${s}px ${Math.round(s * (1.5 + random()))}px)`,
      );
    }
    case 'keyboard':
      return keyboard(random, false);
    case 'keyboard-white':
      return keyboard(random, true);
    case 'newspaper':
      return newspaper(random, seed);
    case 'page':
      return `<div class="fill" style="background:#4a403a"></div><div class="sheet" style="left:${8 + 10 * random()}%;top:${-10 + 10 * random()}%;width:70%;height:130%;transform:rotate(${(random() - 0.5) * 12}deg)">${paragraphs(40)}</div>`;
    case 'desk':
      return clutter(random);
    case 'cafe':
      return `<div class="fill" style="background:radial-gradient(circle at 60% 40%,#7b5a44,#4b3326)"></div>
        <div class="cup" style="left:${random() < 0.5 ? 2 : 78}%;top:${10 + 60 * random()}%"></div>
        <div class="keys" style="left:${10 + 70 * random()}%;top:${random() < 0.5 ? 3 : 85}%;transform:rotate(${random() * 90}deg)"></div>
        <div class="pen" style="left:${20 + 50 * random()}%;top:${random() < 0.5 ? 6 : 90}%;transform:rotate(${random() * 40 - 20}deg)"></div>`;
    default:
      if (isMixed(kind)) return mixedSurfaceHtml(kind, seed, random);
      return isExtra(kind) ? extraSurfaceHtml(kind, seed, random) : wideSurfaceHtml(kind, seed, random);
  }
}
