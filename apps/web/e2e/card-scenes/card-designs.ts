// The card's face, as HTML inside a w x h box: the DNI-like front with its PDF417, and other ID-1
// designs seen on real identity cards and licences (a coloured band across the top, dark cards,
// holograms, photo left or right, chip, MRZ lines, a licence's pink guilloche, a plain white card).
// Colours, corner radius and texts are drawn from the scene's seed.
import { pdf417Svg } from '@alta/core/testing/capture/document-detector/pdf417-svg';
import { chip, faceBasics, fields, hologram, mrz, photo, pick } from './card-parts.ts';
import { EXTRA_DESIGN_NAMES, type ExtraDesign, extraDesignHtml } from './extra-designs.ts';
import { MIXED_DESIGN_NAMES, type MixedDesign, mixedDesignHtml } from './mixed-designs.ts';
import { WIDE_DESIGN_NAMES, type WideDesign, wideDesignHtml } from './wide-designs.ts';

export type Design =
  | 'dni'
  | 'band'
  | 'dark'
  | 'chip-mrz'
  | 'licence'
  | 'band-gradient'
  | 'dark-holo'
  | 'side-band'
  | 'hologram'
  | 'white-minimal'
  | WideDesign
  | ExtraDesign
  | MixedDesign;

export const DESIGN_NAMES: Record<Design, string> = {
  dni: 'DNI front with PDF417',
  band: 'colour band across the top',
  dark: 'dark card, chip',
  'chip-mrz': 'chip, photo right, MRZ',
  licence: 'pink licence',
  'band-gradient': 'gradient bands top and bottom',
  'dark-holo': 'black card, hologram strip',
  'side-band': 'colour band down the left side',
  hologram: 'light card, large hologram',
  'white-minimal': 'plain white card',
  ...WIDE_DESIGN_NAMES,
  ...EXTRA_DESIGN_NAMES,
  ...MIXED_DESIGN_NAMES,
};

const isExtra = (design: Design): design is ExtraDesign => Object.hasOwn(EXTRA_DESIGN_NAMES, design);
const isMixed = (design: Design): design is MixedDesign => Object.hasOwn(MIXED_DESIGN_NAMES, design);

export const SCENE_BARCODE = '00498765432@FERNANDEZ@LUCIA BELEN@F@28765432@B@03/11/1985@22/08/2019@200';

const barcodeSvg = pdf417Svg(SCENE_BARCODE).replace('<svg ', '<svg preserveAspectRatio="none" class="bc" ');

/** The face of the card (without its outline and corner markers). */
export function designHtml(
  design: Design,
  w: number,
  random: () => number,
): { body: string; background: string } {
  const { px, title, accent } = faceBasics(w, random);
  switch (design) {
    case 'dni':
      return {
        background:
          'repeating-radial-gradient(circle at 72% 35%,rgba(70,110,160,.10) 0 2px,transparent 2px 8px),linear-gradient(135deg,#dfe9f1,#c6d6e4 60%,#d9e4ed)',
        body: `<div class="t" style="left:4%;top:4%;font-size:${px(0.035)};font-weight:bold;color:#2d4a6b">REPÚBLICA ARGENTINA · MERCOSUR</div>
        <div class="t" style="left:4%;top:11%;font-size:${px(0.022)};color:#4a6a8a">REGISTRO NACIONAL DE LAS PERSONAS</div>
        ${photo(4, 20, 27, 62, random)}
        <div class="t" style="left:35%;top:21%;font-size:${px(0.018)};color:#5a6f84">Apellido / Surname</div>
        <div class="t" style="left:35%;top:26%;font-size:${px(0.03)};font-weight:bold">FERNANDEZ</div>
        <div class="t" style="left:35%;top:34%;font-size:${px(0.018)};color:#5a6f84">Nombre / Name</div>
        <div class="t" style="left:35%;top:39%;font-size:${px(0.03)};font-weight:bold">LUCIA BELEN</div>
        <div class="t" style="left:35%;top:47%;font-size:${px(0.018)};color:#5a6f84">Documento / Document</div>
        <div class="t" style="left:35%;top:52%;font-size:${px(0.028)}">28.765.432</div>
        <div style="position:absolute;left:36%;top:61%;width:60%;height:32%;background:#fff;padding:1%">${barcodeSvg}</div>`,
      };
    case 'band':
    case 'band-gradient': {
      const band = 14 + 14 * random();
      const right = design === 'band-gradient';
      const bandCss = right
        ? `linear-gradient(90deg,${accent},${pick(['#0a2a5a', '#5a0a1a', '#0a4a2a'], random)})`
        : accent;
      const bottom = right
        ? `<div style="position:absolute;left:0;bottom:0;width:100%;height:${6 + 6 * random()}%;background:${bandCss}"></div>`
        : '';
      return {
        background: pick(['#f7f6f1', '#eef2f4', '#f5efe4', '#e9eef0'], random),
        body: `<div style="position:absolute;left:0;top:0;width:100%;height:${band}%;background:${bandCss}"></div>
        ${right ? `<div style="position:absolute;left:0;top:${band}%;width:100%;height:1.5%;background:#d4b24a"></div>` : ''}
        <div class="t" style="left:4%;top:${band / 4}%;font-size:${px(0.034)};font-weight:bold;color:#fff">${title}</div>
        ${photo(right ? 67 : 4, band + 8, 28, 58, random)}
        ${fields(right ? 5 : 36, band + 8, px, '#667', '#111', random)}${bottom}`,
      };
    }
    case 'dark':
    case 'dark-holo': {
      const holo = design === 'dark-holo';
      return {
        background: holo
          ? pick(['#0d0d0f', '#1a1a1d', '#141a22'], random)
          : `linear-gradient(${Math.round(360 * random())}deg,${pick(['#0f2a4a', '#0f3a2a', '#3a0f1f', '#1c1c2c'], random)},${pick(['#1a3d66', '#1d4d3a', '#4d1a2c', '#2c2c44'], random)})`,
        body: `<div class="t" style="left:4%;top:5%;font-size:${px(0.033)};font-weight:bold;color:#e8e8e8">${title}</div>
        ${chip(5, 22)}${photo(holo ? 4 : 68, holo ? 42 : 20, 24, 52, random)}
        ${fields(holo ? 32 : 22, 22, px, '#9aa6b4', '#f2f2f2', random)}
        ${holo ? `<div style="position:absolute;left:88%;top:0;width:7%;height:100%;background:linear-gradient(180deg,rgba(255,0,150,.5),rgba(255,230,0,.5),rgba(0,255,170,.5),rgba(0,150,255,.55),rgba(255,0,150,.5));mix-blend-mode:screen"></div>` : ''}`,
      };
    }
    case 'chip-mrz':
      return {
        background: `linear-gradient(${Math.round(360 * random())}deg,${pick(['#e8efe4', '#efe8f1', '#e4ecf3', '#f3ede0'], random)},${pick(['#d5e2d0', '#ddd0e4', '#cfdcea', '#e6dcc6'], random)})`,
        body: `<div class="t" style="left:4%;top:4%;font-size:${px(0.032)};font-weight:bold;color:${accent}">${title}</div>
        ${chip(6, 24)}${photo(70, 14, 25, 52, random)}${fields(22, 14, px, '#667', '#111', random, 3)}
        ${mrz(px, '#222', random)}`,
      };
    case 'licence':
      return {
        background: `repeating-linear-gradient(${Math.round(180 * random())}deg,rgba(255,255,255,.25) 0 3px,transparent 3px 9px),radial-gradient(circle at ${Math.round(100 * random())}% 50%,#fde3cf,#f7b7c5 60%,#f1a1b6)`,
        body: `<div style="position:absolute;left:4%;top:5%;width:12%;height:15%;background:#1c3f95"></div>
        <div class="t" style="left:19%;top:6%;font-size:${px(0.04)};font-weight:bold;color:#1c3f95">${pick(['FÜHRERSCHEIN', 'VOZAČKA DOZVOLA', 'PERMIS DE CONDUIRE', 'LICENCIA'], random)}</div>
        ${photo(4, 26, 27, 58, random)}${fields(35, 24, px, '#6a4a5a', '#222', random)}
        ${hologram(80, 70, 12, 0.35)}`,
      };
    case 'side-band': {
      const band = 20 + 12 * random();
      return {
        background: pick(['#f4f4ef', '#edf3f7', '#f7f0ea'], random),
        body: `<div style="position:absolute;left:0;top:0;width:${band}%;height:100%;background:${accent}"></div>
        <div class="t" style="left:${band + 4}%;top:5%;font-size:${px(0.032)};font-weight:bold;color:${accent}">${title}</div>
        ${photo(band + 4, 22, 24, 56, random)}${fields(band + 32, 22, px, '#667', '#111', random)}`,
      };
    }
    case 'hologram':
      return {
        background: `linear-gradient(${Math.round(360 * random())}deg,#f2f4f6,#dfe6ea)`,
        body: `<div class="t" style="left:4%;top:4%;font-size:${px(0.032)};font-weight:bold;color:#334">${title}</div>
        ${photo(4, 18, 27, 62, random)}${fields(36, 18, px, '#667', '#111', random)}
        ${hologram(20 + 60 * random(), 30 + 40 * random(), 22 + 10 * random(), 0.55)}${hologram(75, 25, 9, 0.5)}`,
      };
    case 'white-minimal':
      return {
        background: '#fbfbfa',
        body: `<div class="t" style="left:5%;top:6%;font-size:${px(0.03)};color:#8a8a8a">${title}</div>
        ${photo(5, 22, 24, 56, random)}${fields(34, 22, px, '#aaa', '#555', random)}`,
      };
    default:
      if (isMixed(design)) return mixedDesignHtml(design, w, random);
      return isExtra(design) ? extraDesignHtml(design, w, random) : wideDesignHtml(design, w, random);
  }
}
