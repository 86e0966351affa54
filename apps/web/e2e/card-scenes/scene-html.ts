// A scene of scenes.ts as an HTML page for Chromium to draw: the surface (surfaces.ts), the card a
// CSS 3D-transformed box (perspective, rotation, tilt) with its design (card-designs.ts), the hand
// rounded boxes in the card's plane, the light an overlay over the whole frame. Four zero-size
// markers sit on the card's corners, so the page can say where its compositor put them (the truth).
import { ID_ASPECT_RATIO } from '@alta/core/capture/document-detector/find-card';
import { mulberry32 } from '@alta/core/testing/capture/document-detector/synthetic-card';
import { designHtml } from './card-designs.ts';
import type { Scene } from './scenes.ts';
import { turbulence } from './surface-parts.ts';
import { paragraphs } from './surface-parts.ts';
import { surfaceHtml } from './surfaces.ts';

const SKIN = [
  ['#e8b99b', '#c98b68'],
  ['#f1cdb5', '#d7a283'],
  ['#b07a55', '#8a5a3a'],
  ['#7a4f35', '#5a3824'],
];

function hand(scene: Scene, w: number, h: number, random: () => number): string {
  const [light, dark] = SKIN[Math.floor(random() * SKIN.length)] as [string, string];
  const skin = (style: string) =>
    `<div class="skin" style="background:radial-gradient(circle at 40% 35%,${light},${dark});${style}"></div>`;
  switch (scene.hand) {
    case 'thumb':
      return skin(`left:${0.42 * w}px;top:${0.78 * h}px;width:${0.15 * w}px;height:${0.42 * h}px;z-index:3`);
    case 'fingers':
      return [0.2, 0.4, 0.6, 0.8]
        .map((y) =>
          skin(
            `left:${0.9 * w}px;top:${y * h - 0.07 * h}px;width:${0.22 * w}px;height:${0.14 * h}px;z-index:0`,
          ),
        )
        .join('');
    case 'leaving':
      return (
        skin(
          `left:${0.3 * w}px;top:${0.82 * h}px;width:${0.5 * w}px;height:${3 * h}px;border-radius:${0.2 * w}px;z-index:0`,
        ) + skin(`left:${0.55 * w}px;top:${0.7 * h}px;width:${0.13 * w}px;height:${0.4 * h}px;z-index:3`)
      );
    case 'palm': {
      // The card lies across the palm: the palm and wrist behind its lower left, the thumb over its left edge.
      const left = random() < 0.5;
      const x = left ? -0.25 * w : 0.55 * w;
      return (
        skin(
          `left:${x}px;top:${0.35 * h}px;width:${0.7 * w}px;height:${1.6 * h}px;border-radius:45%;z-index:0`,
        ) +
        [0, 1, 2]
          .map((k) =>
            skin(
              `left:${left ? 0.93 * w : -0.12 * w}px;top:${(0.15 + 0.22 * k) * h}px;width:${0.2 * w}px;height:${0.15 * h}px;z-index:0`,
            ),
          )
          .join('') +
        skin(
          `left:${left ? -0.04 * w : 0.9 * w}px;top:${0.45 * h}px;width:${0.14 * w}px;height:${0.34 * h}px;z-index:3;transform:rotate(${left ? -20 : 20}deg)`,
        )
      );
    }
    default:
      return '';
  }
}

function card(scene: Scene, random: () => number): string {
  const c = scene.card;
  if (!c) return '';
  const w = c.size;
  const h = w / ID_ASPECT_RATIO;
  const { body, background } = designHtml(c.design, w, random);
  const glare = scene.glare
    ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse ${30 + 30 * random()}% ${20 + 20 * random()}% at ${Math.round(20 + 60 * random())}% ${Math.round(20 + 60 * random())}%,rgba(255,255,255,.95),rgba(255,255,255,.5) 45%,transparent 75%)"></div>`
    : '';
  return `<div class="plane" style="left:${c.cx}px;top:${c.cy}px;transform:perspective(${c.perspective.toFixed(0)}px) rotateZ(${c.rotate}deg) rotateX(${c.tiltX}deg) rotateY(${c.tiltY}deg)">
    <div style="position:absolute;left:${-w / 2}px;top:${-h / 2}px;width:${w}px;height:${h}px">
      ${hand(scene, w, h, random)}
      <div class="card" style="width:${w}px;height:${h}px;border-radius:${(c.radius * w).toFixed(1)}px;z-index:1;background:${background}">
        ${body}${glare}
        <i id="c0" style="left:0;top:0"></i><i id="c1" style="left:100%;top:0"></i><i id="c2" style="left:100%;top:100%"></i><i id="c3" style="left:0;top:100%"></i>
      </div>
    </div>
  </div>`;
}

/** Warm or cool light tints the frame; uneven light darkens it towards the edges or away from a lamp. */
function light(scene: Scene, random: () => number): string {
  const { width: W, height: H } = scene;
  switch (scene.light) {
    case 'warm':
      return `<div class="fill" style="background:${random() < 0.5 ? '#ffd3a0' : '#ffe0b8'};mix-blend-mode:multiply"></div>`;
    case 'cool':
      return `<div class="fill" style="background:${random() < 0.5 ? '#c4d8ff' : '#d2e4f4'};mix-blend-mode:multiply"></div>`;
    case 'vignette':
      return `<div class="fill" style="background:radial-gradient(ellipse at ${Math.round(35 + 30 * random())}% ${Math.round(35 + 30 * random())}%,transparent 30%,rgba(0,0,0,${(0.45 + 0.3 * random()).toFixed(2)}) 100%)"></div>`;
    case 'lamp': {
      const x = Math.round(random() < 0.5 ? 100 * random() : random() < 0.5 ? 0 : 100);
      const y = Math.round(random() < 0.5 ? 0 : 100 * random());
      return `<div class="fill" style="background:radial-gradient(circle at ${x}% ${y}%,rgba(255,244,220,.45) 0,transparent 35%,rgba(0,0,0,.6) 110%)"></div>`;
    }
    case 'shadow': {
      // A phone held over the card casts a soft dark band across part of it.
      const c = scene.card;
      const size = c?.size ?? 0.5 * Math.min(W, H);
      const cx = (c?.cx ?? W / 2) + (random() - 0.5) * 0.6 * size;
      const cy = (c?.cy ?? H / 2) + (random() - 0.5) * 0.4 * size;
      return `<div style="position:absolute;left:${cx - 0.25 * size}px;top:${cy - 0.7 * size}px;width:${0.5 * size}px;height:${1.4 * size}px;border-radius:${0.08 * size}px;background:rgba(0,0,0,${(0.35 + 0.25 * random()).toFixed(2)});filter:blur(${Math.round(0.04 * size)}px);transform:rotate(${Math.round(random() * 180)}deg)"></div>`;
    }
    default:
      return '';
  }
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
    case 'notebook': {
      // A notebook (A5, aspect 1.41, like a passport page) with a plain cover: a rectangle that is not an ID-1 card.
      const w = (0.55 + 0.2 * random()) * Math.min(W, H * 1.41);
      const colour = ['#2b4c7e', '#7e2b2b', '#2b6e4c', '#333'][Math.floor(random() * 4)];
      return `<div class="plane" style="left:${W / 2}px;top:${H / 2}px;transform:rotateZ(${(random() - 0.5) * 30}deg)"><div style="position:absolute;left:${-w / 2}px;top:${-w / 2.82}px;width:${w}px;height:${w / 1.41}px;border-radius:6px;background:${colour};box-shadow:0 3px 10px rgba(0,0,0,.45)"></div></div>`;
    }
    default:
      return '';
  }
}

const STYLE = `*{margin:0;box-sizing:border-box}body{overflow:hidden;background:#000}
#stage{position:relative;overflow:hidden}.fill{position:absolute;inset:0;width:100%;height:100%}
.plane{position:absolute;width:0;height:0;transform-style:preserve-3d}
.card{position:absolute;left:0;top:0;overflow:hidden;font-family:'DejaVu Sans',sans-serif;color:#1d2733;box-shadow:0 2px 6px rgba(0,0,0,.35)}
.card i,.card .t{position:absolute;white-space:nowrap}.card i{width:0;height:0}
.bc{width:100%;height:100%;display:block}
.skin{position:absolute;border-radius:50%;box-shadow:0 2px 8px rgba(0,0,0,.3)}
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
    ${surfaceHtml(scene.surface, scene.seed, random)}${decoy(scene, random)}${card(scene, random)}${light(scene, random)}
  </div>${noise}</body></html>`;
}
