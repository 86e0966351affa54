// Card faces of the mixed-grounds development part, modelled on cards in use that no other part draws:
// a blue health-insurance card with a ring of stars and a white data panel, a pale green-beige identity
// card with fine security lines (low contrast on light wood or paper), and a bright orange-to-magenta
// transport or loyalty card with big white print.
import { faceBasics, fields, photo, pick } from './card-parts.ts';

export type MixedDesign = 'stars' | 'beige-id' | 'orange';

export const MIXED_DESIGN_NAMES: Record<MixedDesign, string> = {
  stars: 'blue card, ring of stars',
  'beige-id': 'pale green-beige card, fine lines',
  orange: 'orange-to-magenta card, big print',
};

/** Twelve stars on a circle, as text, centred on (x, y) in % of the card, radius r in % of its width. */
function starRing(x: number, y: number, r: number, px: (k: number) => string) {
  let out = '';
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    out += `<div class="t" style="left:${(x + r * Math.cos(a) - 1.5).toFixed(2)}%;top:${(y + r * 1.58 * Math.sin(a) - 3).toFixed(2)}%;font-size:${px(0.045)};color:#ffcc00">★</div>`;
  }
  return out;
}

export function mixedDesignHtml(
  design: MixedDesign,
  w: number,
  random: () => number,
): { body: string; background: string } {
  const { px, title } = faceBasics(w, random);
  switch (design) {
    case 'stars':
      return {
        background: `linear-gradient(${Math.round(360 * random())}deg,#1d4f9c,#2a62b5)`,
        body: `${starRing(16, 42, 10, px)}<div class="t" style="left:12%;top:37%;font-size:${px(0.05)};font-weight:bold;color:#fff">${pick(['ES', 'IT', 'PT', 'AT'], random)}</div>
        <div class="t" style="left:4%;top:5%;font-size:${px(0.028)};font-weight:bold;color:#fff">TARJETA SANITARIA EUROPEA</div>
        <div style="position:absolute;left:34%;top:18%;width:63%;height:74%;background:#f7f8fa;border-radius:${px(0.02)}"></div>
        ${fields(37, 22, px, '#5a6a84', '#111', random)}`,
      };
    case 'beige-id':
      return {
        background: `repeating-linear-gradient(${Math.round(20 + 40 * random())}deg,rgba(90,120,90,.10) 0 1px,transparent 1px 5px),radial-gradient(circle at ${Math.round(100 * random())}% 40%,#eef0df,#dfe4cf 55%,#e9e2cd)`,
        body: `<div class="t" style="left:4%;top:4%;font-size:${px(0.03)};font-weight:bold;color:#51624f">${title}</div>
        <div style="position:absolute;left:58%;top:30%;width:28%;height:44%;border-radius:50%;border:${px(0.004)} solid rgba(80,110,80,.25)"></div>
        <div style="position:absolute;inset:0;filter:grayscale(1) contrast(.8)">${photo(4, 18, 27, 64, random)}</div>
        ${fields(35, 18, px, '#6e7d6a', '#1e261d', random)}`,
      };
    case 'orange':
      return {
        background: `linear-gradient(${Math.round(90 + 60 * random())}deg,#ff7a18,#e8336d)`,
        body: `<div class="t" style="left:5%;top:6%;font-size:${px(0.09)};font-weight:bold;color:#fff">${pick(['SUBE', 'MOVE', 'CLUB+', 'VIVA'], random)}</div>
        <div class="t" style="left:5%;top:48%;font:${px(0.055)} 'DejaVu Sans Mono',monospace;color:#fff">${Math.floor(1000 + 9000 * random())} ${Math.floor(1000 + 9000 * random())} ${Math.floor(1000 + 9000 * random())}</div>
        <div class="t" style="left:5%;top:78%;font-size:${px(0.03)};color:#fff">${pick(['LUCIA FERNANDEZ', 'JAN NOWAK', 'MARTA SILVA'], random)}</div>
        ${photo(76, 60, 18, 32, random)}`,
      };
  }
}
