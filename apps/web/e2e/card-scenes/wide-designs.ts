// Card faces of the wider development part (issue 23: the drawing must vary widely): layouts and
// grounds that neither other part draws. A fine guilloche all over, a picture for a ground, the data
// turned for a card read upright, a two-tone card, a white frame around a coloured face (its inner
// edge is a card-shaped rectangle of its own), and brushed grey metal.
import { chip, faceBasics, fields, hologram, mrz, photo, pick } from './card-parts.ts';

export type WideDesign = 'guilloche' | 'scenic' | 'upright' | 'two-tone' | 'framed' | 'metal';

export const WIDE_DESIGN_NAMES: Record<WideDesign, string> = {
  guilloche: 'guilloche, ghost photo',
  scenic: 'picture for a ground',
  upright: 'data turned upright',
  'two-tone': 'two-tone, photo on the colour',
  framed: 'white frame round a coloured face',
  metal: 'brushed grey metal',
};

const PALE = ['#eaf0e2', '#f1e9ef', '#e6eef6', '#f4efe2', '#e9f2f1'];
const INK = ['40,90,150', '150,60,90', '50,120,80', '120,90,40', '90,60,140'];

export function wideDesignHtml(
  design: WideDesign,
  w: number,
  random: () => number,
): { body: string; background: string } {
  const { px, title, accent } = faceBasics(w, random);
  const at = () => Math.round(100 * random());
  switch (design) {
    case 'guilloche': {
      const ink = pick(INK, random);
      const ghost = photo(74, 40, 16, 36, random).replace('overflow:hidden', 'overflow:hidden;opacity:.35');
      return {
        background: `repeating-radial-gradient(circle at ${at()}% ${at()}%,rgba(${ink},.2) 0 1px,transparent 1px 5px),repeating-conic-gradient(from ${at()}deg at ${at()}% ${at()}%,rgba(${ink},.12) 0 2deg,transparent 2deg 7deg),linear-gradient(${at() * 3.6}deg,${pick(PALE, random)},${pick(PALE, random)})`,
        body: `<div class="t" style="left:4%;top:5%;font-size:${px(0.032)};font-weight:bold;color:rgb(${ink})">${title}</div>
        ${photo(4, 20, 26, 60, random)}${fields(34, 20, px, `rgb(${ink})`, '#1a1a1a', random)}${ghost}
        <div style="position:absolute;left:34%;top:86%;width:30%;height:1px;background:#555"></div>`,
      };
    }
    case 'scenic': {
      const sky = pick(['#9cc7e8', '#f2c59a', '#c9d8e6', '#b8e0d2'], random);
      const land = pick(['#5f8f4e', '#8a6f4d', '#4e6f8f', '#9b8b5a'], random);
      return {
        background: `radial-gradient(circle at ${at()}% 30%,rgba(255,255,255,.55) 0 12%,transparent 13%),linear-gradient(${170 + 20 * random()}deg,${sky} 0 ${40 + 15 * random()}%,${land} ${55 + 10 * random()}%,#2f3a2a)`,
        body: `<div style="position:absolute;left:0;top:0;width:100%;height:15%;background:rgba(255,255,255,.75)"></div>
        <div class="t" style="left:4%;top:3.5%;font-size:${px(0.033)};font-weight:bold;color:${accent}">${title}</div>
        ${photo(4, 22, 26, 60, random)}
        <div style="position:absolute;left:33%;top:20%;width:62%;height:62%;background:rgba(255,255,255,.7);border-radius:4px"></div>
        ${fields(36, 22, px, '#445', '#111', random)}`,
      };
    }
    case 'upright': {
      // The card is held long side down in the scene; its print reads with the card turned.
      const band = pick(['#c0392b', '#1f4e9a', '#1d7a4a', '#7a3d9a'], random);
      const inner = `<div style="position:absolute;left:0;top:0;width:63.1%;height:158.6%;transform-origin:0 0;transform:translateX(${px(1)}) rotate(90deg)">
        <div style="position:absolute;left:0;top:0;width:100%;height:11%;background:${band}"></div>
        <div class="t" style="left:6%;top:3.5%;font-size:${px(0.03)};font-weight:bold;color:#fff">${pick(['UNDER 21', 'DRIVER LICENSE', 'IDENTITY'], random)}</div>
        ${photo(10, 15, 80, 42, random)}${fields(8, 60, px, '#666', '#111', random, 3)}</div>`;
      return { background: pick(['#f3f1ea', '#e8eef3', '#f4ece6'], random), body: inner };
    }
    case 'two-tone': {
      const split = 34 + 10 * random();
      return {
        background: `linear-gradient(90deg,${accent} 0 ${split}%,${pick(['#fafaf7', '#f1f3f5', '#f7f2ea'], random)} ${split}%)`,
        body: `${photo(5, 20, split - 10, 60, random)}
        <div class="t" style="left:${split + 4}%;top:6%;font-size:${px(0.03)};font-weight:bold;color:${accent}">${title}</div>
        ${fields(split + 4, 22, px, '#777', '#111', random)}${chip(split + 45, 70)}`,
      };
    }
    case 'framed': {
      const margin = 3.5 + 4 * random();
      const face = pick(['#2c6e9b', '#c9e3f3', '#f2d7a6', '#9fcf9a', '#e7b3c0', '#33475b'], random);
      const dark = ['#2c6e9b', '#33475b'].includes(face);
      return {
        background: pick(['#fbfbf9', '#f3f3f0'], random),
        body: `<div style="position:absolute;left:${margin}%;top:${margin * 1.586}%;right:${margin}%;bottom:${margin * 1.586}%;border-radius:${px(0.02)};background:${face}"></div>
        <div class="t" style="left:${margin + 3}%;top:${margin * 1.586 + 3}%;font-size:${px(0.03)};font-weight:bold;color:${dark ? '#fff' : '#123'}">${title}</div>
        ${photo(margin + 3, 25, 25, 55, random)}${fields(margin + 32, 24, px, dark ? '#cfe0ee' : '#456', dark ? '#fff' : '#111', random)}`,
      };
    }
    case 'metal':
      return {
        background: `repeating-linear-gradient(${Math.round(180 * random())}deg,rgba(255,255,255,.18) 0 1px,rgba(0,0,0,.06) 1px 3px),linear-gradient(${at() * 3.6}deg,#a9adb2,#c4c8cc 45%,#989ca1)`,
        body: `<div class="t" style="left:4%;top:5%;font-size:${px(0.032)};font-weight:bold;color:#23272b">${title}</div>
        ${chip(5, 24)}${photo(70, 18, 25, 56, random)}${fields(20, 20, px, '#3a3e42', '#111', random, 3)}
        ${random() < 0.5 ? mrz(px, '#222', random) : hologram(60, 75, 10, 0.4)}`,
      };
  }
}
