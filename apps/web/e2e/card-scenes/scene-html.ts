// A scene of scenes.ts as an HTML page for Chromium to draw: textures are SVG turbulence and
// patterns, the card a CSS 3D-transformed box with system-font text and the PDF417 as inline SVG,
// the hand rounded boxes around it. Four zero-size markers sit on the card's corners, so the page can
// say where its compositor put them (the ground truth).
import { ID_ASPECT_RATIO } from '@alta/core/capture/document-detector/find-card';
import { pdf417Svg } from '@alta/core/testing/capture/document-detector/pdf417-svg';
import { mulberry32 } from '@alta/core/testing/capture/document-detector/synthetic-card';
import { readFileSync } from 'node:fs';
import { type Background, type Photo, SCENE_BARCODE, type Scene } from './scenes.ts';

const isPhoto = (kind: Background): kind is Photo => kind.startsWith('photo:');

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

/**
 * A photograph as the table: textures (brick, grass, gravel, print) tiled at a random scale, as a
 * wall or a lawn fills the view; scenes (a café table, a cat, a person) cover the frame.
 */
function photo(kind: Photo, random: () => number): string {
  const tiled = ['photo:brick', 'photo:grass', 'photo:gravel', 'photo:text'].includes(kind);
  const size = tiled ? `${Math.round(360 + 320 * random())}px auto` : 'cover';
  const position = `${Math.round(100 * random())}% ${Math.round(100 * random())}%`;
  return `<div class="fill" style="background:url(${photoUrl(kind)}) ${position}/${size} ${tiled ? 'repeat' : 'no-repeat'}"></div>`;
}

const barcodeSvg = pdf417Svg(SCENE_BARCODE).replace('<svg ', '<svg preserveAspectRatio="none" class="bc" ');

const turbulence = (
  id: string,
  freq: string,
  octaves: number,
  matrix: string,
  seed: number,
  type = 'fractalNoise',
) =>
  `<svg class="fill" xmlns="http://www.w3.org/2000/svg"><filter id="${id}"><feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/><feColorMatrix type="matrix" values="${matrix}"/></filter><rect width="100%" height="100%" filter="url(#${id})"/></svg>`;

function background(kind: Background, seed: number, random: () => number): string {
  if (isPhoto(kind)) return photo(kind, random);
  switch (kind) {
    case 'dark':
      return '<div class="fill" style="background:radial-gradient(circle at 30% 20%,#5a4d44,#2b2420)"></div>';
    case 'white':
      return '<div class="fill" style="background:linear-gradient(160deg,#f8f8f5,#e2e2dc)"></div>';
    case 'wood':
      return turbulence(
        'wood',
        '0.004 0.08',
        3,
        '0 0 0 0 0.42  0 0 0 0 0.26  0 0 0 0 0.14  0.6 0 0 0 0.7',
        seed,
      ).replace('<rect', '<rect width="100%" height="100%" fill="#9a6a42"/><rect');
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
    case 'page':
      return `<div class="fill" style="background:#4a403a"></div><div class="sheet" style="left:${8 + 10 * random()}%;top:${-10 + 10 * random()}%;width:70%;height:130%;transform:rotate(${(random() - 0.5) * 12}deg)">${paragraphs(40)}</div>`;
    case 'cafe':
      return `<div class="fill" style="background:radial-gradient(circle at 60% 40%,#7b5a44,#4b3326)"></div>
        <div class="cup" style="left:${random() < 0.5 ? 2 : 78}%;top:${10 + 60 * random()}%"></div>
        <div class="keys" style="left:${10 + 70 * random()}%;top:${random() < 0.5 ? 3 : 85}%;transform:rotate(${random() * 90}deg)"></div>
        <div class="pen" style="left:${20 + 50 * random()}%;top:${random() < 0.5 ? 6 : 90}%;transform:rotate(${random() * 40 - 20}deg)"></div>`;
  }
}

function paragraphs(n: number): string {
  const words =
    'la de solicitud cuenta banco empresa datos firma titular domicilio fecha documento código'.split(' ');
  const random = mulberry32(n);
  let text = '';
  for (let i = 0; i < n * 12; i++) text += `${words[Math.floor(random() * words.length)]} `;
  return `<p>${text}</p>`;
}

function card(scene: Scene): string {
  const c = scene.card;
  if (!c) return '';
  const w = c.size;
  const h = w / ID_ASPECT_RATIO;
  const hand =
    scene.hand === 'thumb'
      ? `<div class="skin" style="left:${0.42 * w}px;top:${0.78 * h}px;width:${0.15 * w}px;height:${0.42 * h}px;z-index:3"></div>`
      : scene.hand === 'fingers'
        ? [0.2, 0.4, 0.6, 0.8]
            .map(
              (y) =>
                `<div class="skin" style="left:${0.9 * w}px;top:${y * h - 0.07 * h}px;width:${0.22 * w}px;height:${0.14 * h}px;z-index:0"></div>`,
            )
            .join('')
        : scene.hand === 'leaving'
          ? `<div class="skin" style="left:${0.3 * w}px;top:${0.82 * h}px;width:${0.5 * w}px;height:${3 * h}px;border-radius:${0.2 * w}px;z-index:0"></div><div class="skin" style="left:${0.55 * w}px;top:${0.7 * h}px;width:${0.13 * w}px;height:${0.4 * h}px;z-index:3"></div>`
          : '';
  const glare = scene.glare
    ? '<div style="position:absolute;inset:0;background:radial-gradient(ellipse 45% 30% at 62% 38%,rgba(255,255,255,.92),rgba(255,255,255,.5) 45%,transparent 75%)"></div>'
    : '';
  const f = (k: number) => `${(k * w).toFixed(1)}px`;
  return `<div class="plane" style="left:${c.cx}px;top:${c.cy}px;transform:rotateZ(${c.rotate}deg) rotateX(${c.tiltX}deg) rotateY(${c.tiltY}deg)">
    <div style="position:absolute;left:${-w / 2}px;top:${-h / 2}px;width:${w}px;height:${h}px">
      ${hand}
      <div class="card" style="width:${w}px;height:${h}px;border-radius:${f(0.035)};z-index:1">
        <div class="t" style="left:4%;top:4%;font-size:${f(0.035)};font-weight:bold;color:#2d4a6b">REPÚBLICA ARGENTINA · MERCOSUR</div>
        <div class="t" style="left:4%;top:11%;font-size:${f(0.022)};color:#4a6a8a">REGISTRO NACIONAL DE LAS PERSONAS</div>
        <div class="photo"><div class="head"></div><div class="body"></div></div>
        <div class="t" style="left:35%;top:21%;font-size:${f(0.018)};color:#5a6f84">Apellido / Surname</div>
        <div class="t" style="left:35%;top:26%;font-size:${f(0.03)};font-weight:bold">FERNANDEZ</div>
        <div class="t" style="left:35%;top:34%;font-size:${f(0.018)};color:#5a6f84">Nombre / Name</div>
        <div class="t" style="left:35%;top:39%;font-size:${f(0.03)};font-weight:bold">LUCIA BELEN</div>
        <div class="t" style="left:35%;top:47%;font-size:${f(0.018)};color:#5a6f84">Documento / Document</div>
        <div class="t" style="left:35%;top:52%;font-size:${f(0.028)}">28.765.432</div>
        <div style="position:absolute;left:36%;top:61%;width:60%;height:32%;background:#fff;padding:1%">${barcodeSvg}</div>
        ${glare}
        <i id="c0" style="left:0;top:0"></i><i id="c1" style="left:100%;top:0"></i><i id="c2" style="left:100%;top:100%"></i><i id="c3" style="left:0;top:100%"></i>
      </div>
    </div>
  </div>`;
}

function decoy(scene: Scene, random: () => number): string {
  const { width: W, height: H } = scene;
  const s = Math.min(W, H);
  switch (scene.decoy) {
    case 'a4': {
      const h = 0.8 * Math.min(H, W * 1.1);
      return `<div class="plane" style="left:${W / 2}px;top:${H / 2}px;transform:rotateZ(${(random() - 0.5) * 20}deg) rotateX(${(random() - 0.5) * 20}deg)"><div class="sheet" style="left:${-h / 2}px;top:${-h / (2 * Math.SQRT2)}px;width:${h}px;height:${h / Math.SQRT2}px">${paragraphs(12)}</div></div>`;
    }
    case 'face':
      return `<div class="face" style="left:${W / 2 - 0.25 * s}px;top:${H / 2 - 0.33 * s}px;width:${0.5 * s}px;height:${0.66 * s}px"><i style="left:28%;top:38%"></i><i style="left:60%;top:38%"></i><b></b></div>`;
    case 'cat':
      return `<div class="cat" style="left:${W / 2 - 0.3 * s}px;top:${H / 2 - 0.2 * s}px;width:${0.6 * s}px;height:${0.45 * s}px"></div>`;
    case 'phone':
      return `<div class="plane" style="left:${W / 2}px;top:${H / 2}px;transform:rotateZ(${(random() - 0.5) * 30}deg)"><div class="phone" style="left:${-0.35 * s}px;top:${-0.17 * s}px;width:${0.7 * s}px;height:${0.34 * s}px"></div></div>`;
    default:
      return '';
  }
}

const STYLE = `*{margin:0;box-sizing:border-box}body{overflow:hidden;background:#000}
#stage{position:relative;overflow:hidden}.fill{position:absolute;inset:0;width:100%;height:100%}
.plane{position:absolute;width:0;height:0;transform-style:preserve-3d}
.card{position:absolute;left:0;top:0;overflow:hidden;font-family:'DejaVu Sans',sans-serif;color:#1d2733;
 background:repeating-radial-gradient(circle at 72% 35%,rgba(70,110,160,.10) 0 2px,transparent 2px 8px),linear-gradient(135deg,#dfe9f1,#c6d6e4 60%,#d9e4ed);box-shadow:0 2px 6px rgba(0,0,0,.35)}
.card i,.card .t{position:absolute;white-space:nowrap}.card i{width:0;height:0}
.bc{width:100%;height:100%;display:block}
.photo{position:absolute;left:4%;top:20%;width:27%;height:62%;background:#b9c4cc;overflow:hidden;border-radius:2px}
.head{position:absolute;left:25%;top:14%;width:50%;height:45%;border-radius:50%;background:#c99a7c}
.body{position:absolute;left:8%;top:62%;width:84%;height:60%;border-radius:40% 40% 0 0;background:#3b4a5c}
.skin{position:absolute;border-radius:50%;background:radial-gradient(circle at 40% 35%,#e8b99b,#c98b68);box-shadow:0 2px 8px rgba(0,0,0,.3)}
.sheet{position:absolute;background:#f4f3ee;padding:3%;font:13px 'DejaVu Serif',serif;color:#333;line-height:1.5;overflow:hidden;box-shadow:0 3px 10px rgba(0,0,0,.4)}
.cup{position:absolute;width:150px;height:150px;border-radius:50%;background:radial-gradient(circle,#3b2314 45%,#f2efe9 47%);box-shadow:4px 6px 14px rgba(0,0,0,.5)}
.keys{position:absolute;width:90px;height:22px;border-radius:6px;background:linear-gradient(#c7c9cc,#8d9196)}
.pen{position:absolute;width:220px;height:10px;border-radius:5px;background:#1f3c8a}
.face{position:absolute;border-radius:50%;background:radial-gradient(circle at 45% 40%,#e6b596,#b8815f)}
.face i{position:absolute;width:12%;height:7%;border-radius:50%;background:#2a1c14}.face b{position:absolute;left:35%;top:72%;width:30%;height:5%;border-radius:40%;background:#8c3c3c}
.cat{position:absolute;border-radius:50% 50% 45% 45%;background:radial-gradient(circle at 40% 40%,#e39a4f,#a85e24)}
.phone{position:absolute;border-radius:18px;background:#111;border:6px solid #222}`;

export function sceneHtml(scene: Scene): string {
  const random = mulberry32(scene.seed + 7);
  const filters: string[] = [];
  if (scene.blur) filters.push(`blur(${scene.blur}px)`);
  if (scene.dim) filters.push('brightness(.4) contrast(.85)');
  const noise = scene.dim
    ? turbulence(
        'noise',
        '0.9',
        1,
        '0 0 0 0 .5  0 0 0 0 .5  0 0 0 0 .5  0 0 0 1.4 -0.55',
        scene.seed,
        'turbulence',
      ).replace(
        'class="fill"',
        'class="fill" style="position:absolute;inset:0;opacity:.55;mix-blend-mode:overlay"',
      )
    : '';
  return `<!doctype html><html><head><style>${STYLE}</style></head><body>
  <div id="stage" style="width:${scene.width}px;height:${scene.height}px;filter:${filters.join(' ') || 'none'}">
    ${background(scene.background, scene.seed, random)}${decoy(scene, random)}${card(scene)}
  </div>${noise}</body></html>`;
}
