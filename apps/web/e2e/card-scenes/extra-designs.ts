// Card faces of the further development part: designs no other part draws, modelled on cards in use,
// so that the part measures how the judge fares on drawing it was never tuned on. A polycarbonate
// card with a clear window (the table shows through it), iridescent rainbow print, a dark blue-to-teal
// licence, a flag stripe with a band along the bottom, a photo printed to three of the card's edges,
// a guilloche of waves and a white permit with a big logo and a 1D barcode.
import { ID_ASPECT_RATIO } from '@alta/core/capture/document-detector/find-card';
import { chip, faceBasics, fields, hologram, mrz, NAMES, photo, pick, SURNAMES } from './card-parts.ts';

export type ExtraDesign =
  | 'window'
  | 'rainbow'
  | 'teal-licence'
  | 'tricolour'
  | 'photo-bleed'
  | 'waves'
  | 'permit';

export const EXTRA_DESIGN_NAMES: Record<ExtraDesign, string> = {
  window: 'polycarbonate, clear window',
  rainbow: 'iridescent rainbow print',
  'teal-licence': 'dark blue-to-teal licence',
  tricolour: 'flag stripe, band along the bottom',
  'photo-bleed': 'photo printed to the edges',
  waves: 'guilloche of waves',
  permit: 'white permit, big logo, 1D barcode',
};

const PALE = ['#eef1f0', '#f2efe9', '#eaeff4', '#f1edf2', '#edf2ea'];
const INK = ['40,90,150', '150,60,90', '50,120,80', '120,90,40', '90,60,140', '30,110,120'];
/** Flags read across (stripes side by side) or down (stripes stacked). */
const FLAGS: { stripes: string[]; across: boolean }[] = [
  { stripes: ['#009246', '#f4f5f0', '#ce2b37'], across: true },
  { stripes: ['#169b62', '#f4f5f0', '#ff883e'], across: true },
  { stripes: ['#002654', '#f4f5f0', '#ce1126'], across: true },
  { stripes: ['#111111', '#fdda24', '#ef3340'], across: true },
  { stripes: ['#111111', '#dd0000', '#ffce00'], across: false },
  { stripes: ['#ae1c28', '#f4f5f0', '#21468b'], across: false },
  { stripes: ['#fdb913', '#006a44', '#c1272d'], across: false },
];

const ghostOf = (html: string, opacity: number) =>
  html.replace('overflow:hidden', `overflow:hidden;opacity:${opacity};filter:grayscale(1)`);

/** A handwritten signature: a few joined loops, different for every card. */
function signature(left: number, top: number, width: number, colour: string, random: () => number) {
  let d = `M2 ${18 + 6 * random()}`;
  for (let x = 8; x < 96; x += 8 + 8 * random())
    d += ` C${x - 4} ${2 + 8 * random()} ${x + 2} ${30 * random()} ${x} ${12 + 12 * random()}`;
  return `<svg style="position:absolute;left:${left}%;top:${top}%;width:${width}%;height:${width * 0.45}%" viewBox="0 0 100 30" preserveAspectRatio="none"><path d="${d}" fill="none" stroke="${colour}" stroke-width="1.4" vector-effect="non-scaling-stroke"/></svg>`;
}

/** The numbered fields of an EU-model driving licence (1. surname, 2. name, 3. birth, 4a/4b, 5, 9). */
function numbered(
  left: number,
  top: number,
  px: (k: number) => string,
  colour: string,
  random: () => number,
) {
  const day = () => `${10 + Math.floor(18 * random())}.0${1 + Math.floor(9 * random())}`;
  const year = 2015 + Math.floor(8 * random());
  const rows = [
    `1. ${pick(SURNAMES, random)}`,
    `2. ${pick(NAMES, random)}`,
    `3. ${day()}.19${60 + Math.floor(39 * random())} ${pick(['MADRID', 'LYON', 'GRAZ', 'PORTO', 'ESPOO'], random)}`,
    `4a. ${day()}.${year}  4b. ${day()}.${year + 10}`,
    `5. ${Math.floor(1e7 + 8e7 * random())}${pick(['K', 'X', 'B'], random)}`,
    `9. ${pick(['AM/B1/B', 'A2/B', 'B/BE', 'AM/A/B/C1'], random)}`,
  ];
  return rows
    .map(
      (r, k) =>
        `<div class="t" style="left:${left}%;top:${top + 10.5 * k}%;font-size:${px(k < 2 ? 0.028 : 0.022)};font-weight:${k < 2 ? 'bold' : 'normal'};color:${colour}">${r}</div>`,
    )
    .join('');
}

/** A 1D barcode as one gradient of bars 1–3 modules wide, with its digits under it. */
function barcode(
  left: number,
  top: number,
  width: number,
  height: number,
  px: (k: number) => string,
  random: () => number,
) {
  const bars: number[] = [];
  for (let sum = 0; sum < 110; sum += bars[bars.length - 1] as number)
    bars.push(1 + Math.floor(3 * random()));
  const total = bars.reduce((a, b) => a + b, 0);
  let at = 0;
  const stops = bars
    .map((b, k) => {
      const from = ((100 * at) / total).toFixed(2);
      at += b;
      return `${k % 2 ? 'transparent' : '#111'} ${from}% ${((100 * at) / total).toFixed(2)}%`;
    })
    .join(',');
  const digits = Array.from({ length: 13 }, () => Math.floor(10 * random())).join('');
  return `<div style="position:absolute;left:${left}%;top:${top}%;width:${width}%;height:${height}%;background:linear-gradient(90deg,${stops})"></div>
    <div class="t" style="left:${left}%;top:${top + height + 1}%;width:${width}%;text-align:center;letter-spacing:${px(0.012)};font:${px(0.022)} 'DejaVu Sans Mono',monospace;color:#222">${digits}</div>`;
}

/** A university's or an office's big mark: a ring round a letter, or a block of four squares. */
function logo(left: number, size: number, px: (k: number) => string, colour: string, random: () => number) {
  const box = `position:absolute;left:${left}%;top:${left * ID_ASPECT_RATIO}%;width:${size}%;height:${size * ID_ASPECT_RATIO}%`;
  if (random() < 0.5)
    return `<div style="${box};border-radius:50%;border:${px(size / 900)} solid ${colour}"><div class="t" style="left:0;top:14%;width:100%;text-align:center;font:bold ${px(size / 160)}/1 'DejaVu Serif',serif;color:${colour}">${pick(['U', 'M', 'R', 'Σ'], random)}</div></div>`;
  return `<div style="${box};background:conic-gradient(${colour} 0 25%,transparent 0 50%,${colour} 0 75%,transparent 0);box-shadow:0 0 0 ${px(0.006)} ${colour}"></div>`;
}

export function extraDesignHtml(
  design: ExtraDesign,
  w: number,
  random: () => number,
): { body: string; background: string } {
  const { px, title, accent } = faceBasics(w, random);
  const at = () => Math.round(100 * random());
  switch (design) {
    case 'window': {
      // The card is transparent only where the window is: its face is a layer with a hole cut out.
      const h = w / ID_ASPECT_RATIO;
      const right = random() < 0.6;
      const [ww, wh] = [(0.11 + 0.05 * random()) * w, (0.34 + 0.16 * random()) * h];
      const x = right ? (0.95 - 0.02 * random()) * w - ww : (0.04 + 0.02 * random()) * w;
      const y = (0.3 + 0.1 * random()) * h;
      const r = (0.15 + 0.2 * random()) * ww;
      const hole = `M${x + r} ${y}H${x + ww - r}A${r} ${r} 0 0 1 ${x + ww} ${y + r}V${y + wh - r}A${r} ${r} 0 0 1 ${x + ww - r} ${y + wh}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + wh - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
      const ink = pick(INK, random);
      const ground = `repeating-linear-gradient(${at() * 1.8}deg,rgba(${ink},.07) 0 1px,transparent 1px 4px),linear-gradient(${at() * 3.6}deg,${pick(PALE, random)},${pick(['#dfe5e8', '#e6e2da', '#dde6df'], random)})`;
      const left = right ? 4 : 24;
      const portrait = ghostOf(photo(left, 20, 25, 58, random), 1);
      const inWindow = ghostOf(photo(18, 12, 64, 62, random), 0.4).replace(/background:#[0-9a-f]+;/, '');
      return {
        background: 'transparent',
        body: `<div class="fill" style="background:${ground};clip-path:path(evenodd,'M0 0H${w}V${h}H0Z${hole}')"></div>
        <div style="position:absolute;left:${x}px;top:${y}px;width:${ww}px;height:${wh}px;border-radius:${r}px;background:rgba(235,243,248,.1);box-shadow:inset 0 0 0 1px rgba(255,255,255,.45),inset 0 0 ${(0.1 * ww).toFixed(1)}px rgba(255,255,255,.25)">${inWindow}</div>
        <div class="t" style="left:4%;top:5%;font-size:${px(0.031)};font-weight:bold;color:rgb(${ink})">${title}</div>
        ${portrait}${fields(left + 29, 20, px, `rgb(${ink})`, '#151515', random)}`,
      };
    }
    case 'rainbow': {
      const hues = ['#fbdde6', '#fdf0cc', '#dcf3dc', '#d3ebf9', '#e4dcf6'];
      const shift = Math.floor(hues.length * random());
      const stops = [...hues.slice(shift), ...hues.slice(0, shift)];
      return {
        background: `repeating-linear-gradient(${at() * 1.8}deg,rgba(255,255,255,.35) 0 1px,transparent 1px 3px),linear-gradient(${at() * 3.6}deg,${stops.join(',')},${stops[0]})`,
        body: `<div class="t" style="left:4%;top:5%;font-size:${px(0.032)};font-weight:bold;color:${accent}">${title}</div>
        ${photo(4, 20, 26, 60, random)}${hologram(27, 72, 6, 0.45)}
        ${fields(34, 20, px, '#5a5a6a', '#151515', random)}${signature(64, 70, 28, '#1b2f6b', random)}`,
      };
    }
    case 'teal-licence': {
      const light = pick(['#eaf6f8', '#f4f1e6', '#ffffff'], random);
      const [country, name] = pick(
        [
          ['E', 'PERMISO DE CONDUCCIÓN'],
          ['S', 'KÖRKORT'],
          ['FIN', 'AJOKORTTI'],
          ['P', 'CARTA DE CONDUÇÃO'],
          ['IRL', 'DRIVING LICENCE'],
        ],
        random,
      );
      const stars = Array.from({ length: 12 }, (_, k) => {
        const a = (k * Math.PI) / 6;
        return `<div style="position:absolute;left:${46 + 32 * Math.cos(a)}%;top:${46 + 32 * Math.sin(a)}%;width:8%;height:8%;border-radius:50%;background:#ffcc00"></div>`;
      }).join('');
      return {
        background: `repeating-linear-gradient(${at() * 1.8}deg,rgba(255,255,255,.05) 0 1px,transparent 1px 5px),linear-gradient(${100 + 60 * random()}deg,${pick(['#0b2550', '#102a66', '#0a1f44'], random)},#0e4f6e 55%,${pick(['#12808a', '#138a7e', '#1a7f96'], random)})`,
        body: `<div style="position:absolute;left:4%;top:4%;width:11%;height:15%;background:#003399;border-radius:2px">${stars}<div class="t" style="left:0;width:100%;top:34%;text-align:center;font-size:${px(0.026)};font-weight:bold;color:#fff">${country}</div></div>
        <div class="t" style="left:18%;top:6%;font-size:${px(0.036)};font-weight:bold;color:${light}">${name}</div>
        ${photo(4, 24, 25, 56, random)}${numbered(33, 23, px, light, random)}
        ${signature(5, 82, 20, light, random)}${hologram(86, 72, 7, 0.3)}`,
      };
    }
    case 'tricolour': {
      const flag = pick(FLAGS, random);
      const stripe = 7 + 4 * random();
      const band = 12 + 6 * random();
      const bandColour = pick(
        ['#1b2f5c', '#24323f', flag.stripes[0] === '#111111' ? '#2b2b2b' : flag.stripes[0]],
        random,
      );
      const stripes = flag.stripes
        .map((c, k) =>
          flag.across
            ? `<div style="position:absolute;left:${(k * stripe) / 3}%;top:0;width:${stripe / 3}%;height:100%;background:${c}"></div>`
            : `<div style="position:absolute;left:0;top:${(k * 100) / 3}%;width:${stripe}%;height:${100 / 3}%;background:${c}"></div>`,
        )
        .join('');
      return {
        background: `radial-gradient(circle at ${at()}% ${at()}%,rgba(0,0,0,.05),transparent 60%),${pick(['#f6f3ea', '#f2f4f1', '#f5f1ee'], random)}`,
        body: `${stripes}
        <div style="position:absolute;left:0;bottom:0;width:100%;height:${band}%;background:${bandColour}"></div>
        <div class="t" style="left:${stripe + 4}%;bottom:${band * 0.3}%;font:${px(0.026)} 'DejaVu Sans Mono',monospace;color:#fff">${pick(['IDN', 'No.', 'N°'], random)} ${Math.floor(1e8 + 9e8 * random())}</div>
        <div class="t" style="left:${stripe + 4}%;top:5%;font-size:${px(0.03)};font-weight:bold;color:#1c1c1c">${title}</div>
        ${photo(stripe + 4, 18, 24, 56, random)}${fields(stripe + 33, 18, px, '#6a6a6a', '#111', random)}`,
      };
    }
    case 'photo-bleed': {
      const width = 30 + 6 * random();
      const ground = pick(['#eef0f2', '#f3efe7', '#e9efec', '#f1ecef'], random);
      // Half the cards fade the photo into the ground, half end it on a straight printed edge.
      const fade =
        random() < 0.5
          ? `<div style="position:absolute;left:${width - 8}%;top:0;width:8%;height:100%;background:linear-gradient(90deg,transparent,${ground})"></div>`
          : '';
      return {
        background: `repeating-radial-gradient(circle at 110% 120%,rgba(0,0,0,.04) 0 1px,transparent 1px 6px),${ground}`,
        body: `${photo(0, 0, width, 100, random).replace('border-radius:2px', 'border-radius:0')}${fade}
        <div class="t" style="left:${width + 4}%;top:5%;font-size:${px(0.028)};font-weight:bold;color:${accent}">${pick(['IDENTITY CARD', 'CARTE D’IDENTITÉ', 'PERSONALAUSWEIS', 'CÉDULA'], random)}</div>
        ${fields(width + 4, 18, px, '#6a6a6a', '#111', random)}
        ${ghostOf(photo(80, 56, 14, 30, random), 0.3)}${chip(84, 18)}`,
      };
    }
    case 'waves': {
      const ink = pick(INK, random);
      const [f1, f2] = [0.04 + 0.06 * random(), 0.1 + 0.1 * random()];
      const [a1, a2] = [3 + 5 * random(), 1 + 2 * random()];
      let paths = '';
      for (let k = 0; k < 26; k++) {
        let d = '';
        for (let x = -2; x <= 102; x += 2.6)
          d += `${d ? 'L' : 'M'}${x.toFixed(1)} ${(k * 2.6 - 2 + a1 * Math.sin(f1 * x + 0.35 * k) + a2 * Math.sin(f2 * x - 0.2 * k)).toFixed(2)}`;
        paths += `<path d="${d}"/>`;
      }
      return {
        background: `linear-gradient(${at() * 3.6}deg,${pick(PALE, random)},${pick(PALE, random)})`,
        body: `<svg class="fill" viewBox="0 0 100 63" preserveAspectRatio="none"><g fill="none" stroke="rgba(${ink},.3)" stroke-width="${(110 / w).toFixed(3)}">${paths}</g></svg>
        <div class="t" style="left:4%;top:5%;font-size:${px(0.031)};font-weight:bold;color:rgb(${ink})">${title}</div>
        ${photo(70, 16, 25, 50, random)}${fields(5, 18, px, `rgb(${ink})`, '#151515', random, 3)}
        ${ghostOf(photo(52, 40, 12, 26, random), 0.3)}${mrz(px, '#1a1a1a', random)}`,
      };
    }
    case 'permit': {
      const colour = pick(['#003b71', '#8a1538', '#00604f', '#5b2a86', '#c8102e'], random);
      const [name, kind] = pick(
        [
          ['UNIVERSITAS STUDIORUM', 'STUDENT CARD · CARNÉ DE ESTUDIANTE'],
          ['RESIDENCE PERMIT', 'AUFENTHALTSTITEL · TITRE DE SÉJOUR'],
          ['HOCHSCHULE NORD', 'STUDIERENDENAUSWEIS'],
          ['CITY OF VALDORA', 'RESIDENT CARD'],
        ],
        random,
      );
      return {
        background: `linear-gradient(${at() * 3.6}deg,#fdfdfc,${pick(['#f3f4f5', '#f6f4ef', '#f1f4f2'], random)})`,
        body: `${logo(4, 17, px, colour, random)}
        <div class="t" style="left:25%;top:7%;font-size:${px(0.036)};font-weight:bold;color:${colour}">${name}</div>
        <div class="t" style="left:25%;top:17%;font-size:${px(0.02)};color:#555">${kind}</div>
        ${photo(73, 30, 22, 40, random)}${fields(4, 38, px, '#777', '#111', random, 2)}
        <div class="t" style="left:40%;top:38%;font-size:${px(0.017)};color:#777">Valid until</div>
        <div class="t" style="left:40%;top:42.5%;font-size:${px(0.028)};font-weight:bold;color:#111">0${1 + Math.floor(9 * random())}/20${27 + Math.floor(5 * random())}</div>
        ${barcode(4, 72, 55 + 15 * random(), 14, px, random)}`,
      };
    }
  }
}
