// Surfaces of the mixed-grounds development part: a card seldom lies on one even ground. A typed letter
// on a desk (the sheet's edge runs under the card), a lined notebook, a woven placemat on a table,
// till receipts scattered on a desk, an open book (its gutter crosses the card) and corduroy (fine
// parallel ribs). No other part draws these, so the part says how the judge fares on them untuned.
import { paragraphs, pick, shade, turned } from './surface-parts.ts';

export type MixedSurface = 'letter' | 'notebook' | 'placemat' | 'receipts' | 'book' | 'corduroy';

export const MIXED_SURFACE_NAMES: Record<MixedSurface, string> = {
  letter: 'a letter on a desk',
  notebook: 'lined notebook',
  placemat: 'woven placemat on a table',
  receipts: 'receipts on a desk',
  book: 'open book',
  corduroy: 'corduroy',
};

const DESKS = ['#6b4a33', '#3d3f44', '#2f5b4a', '#8d8f93', '#a47b55', '#1f2226'];

const desk = (random: () => number, seed: number) =>
  `<div class="fill" style="background:linear-gradient(${Math.round(360 * random())}deg,${pick(DESKS, random)},${pick(DESKS, random)})"></div>${shade('desk', '0.02', 3, '0 0 0', -1, 0.5, seed)}`;

/** A sheet of paper lying at a slant, its position drawn so that its edge often crosses the middle. */
const sheet = (random: () => number, inner: string, style: string) =>
  `<div style="position:absolute;left:${Math.round(-30 + 60 * random())}%;top:${Math.round(-40 + 30 * random())}%;width:${Math.round(55 + 30 * random())}%;height:150%;transform:rotate(${((random() - 0.5) * 30).toFixed(1)}deg);box-shadow:0 3px 12px rgba(0,0,0,.45);overflow:hidden;${style}">${inner}</div>`;

function letter(random: () => number, seed: number): string {
  const ink = pick(['#1f4e9a', '#b3202a', '#1d7a4a', '#333'], random);
  const row = () =>
    `<tr><td style="border:1px solid #999;padding:4px">${pick(['Honorarios', 'IVA 21%', 'Servicio', 'Total', 'Anticipo'], random)}</td><td style="border:1px solid #999;padding:4px;text-align:right">$ ${(1000 + 9000 * random()).toFixed(2)}</td></tr>`;
  const rows = Array.from({ length: 5 }, row).join('');
  const inner = `<div style="display:flex;align-items:center;gap:12px;border-bottom:2px solid ${ink};padding-bottom:8px">
    <div style="width:48px;height:48px;border-radius:${random() < 0.5 ? '50%' : '6px'};background:${ink}"></div>
    <b style="font:bold 22px 'DejaVu Sans';color:${ink}">${pick(['Estudio Contable Ríos', 'Ferretería Norte S.A.', 'Colegio San Martín', 'Municipalidad'], random)}</b></div>
    <p style="text-align:right">Buenos Aires, ${1 + Math.floor(28 * random())} de marzo de 2026</p>
    <p>Señores<br>${pick(['Banco del Sur', 'AFIP', 'Consorcio Olivos'], random)}<br>Presente</p>
    ${paragraphs(8, seed)}<table style="border-collapse:collapse;width:70%;margin:12px 0">${rows}</table>${paragraphs(10, seed + 1)}
    <p style="margin-top:40px;border-top:1px solid #555;width:40%">Firma y aclaración</p>${paragraphs(12, seed + 2)}`;
  return `${desk(random, seed)}${sheet(random, inner, "background:#f8f7f3;padding:4%;font:14px/1.5 'DejaVu Sans';color:#2a2a2a")}`;
}

function notebook(random: () => number, seed: number): string {
  const gap = Math.round(24 + 10 * random());
  const words = 'hola lista compras pagar alquiler llamar banco turno reunión martes cuenta'.split(' ');
  let text = '';
  for (let k = 0; k < 40; k++) {
    let line = '';
    for (let w = 0; w < 3 + Math.floor(6 * random()); w++) line += `${pick(words, random)} `;
    text += `<div style="height:${gap}px;line-height:${gap + 4}px;padding-left:${Math.round(20 * random())}px">${random() < 0.2 ? '' : line}</div>`;
  }
  const holes = Array.from(
    { length: 30 },
    (_, k) =>
      `<div style="position:absolute;left:8px;top:${20 + k * 44}px;width:18px;height:18px;border-radius:50%;background:#2a2a2a"></div>`,
  ).join('');
  const inner = `${holes}<div style="position:absolute;left:14%;top:0;width:2px;height:100%;background:#e58a8a"></div><div style="padding:${gap}px 0 0 16%;font:italic ${Math.round(gap * 0.7)}px 'DejaVu Sans';color:${pick(['#1f3f9a', '#222', '#6a1f8a'], random)}">${text}</div>`;
  return `${desk(random, seed)}${sheet(random, inner, `background:repeating-linear-gradient(180deg,transparent 0 ${gap - 1}px,#9ec3e6 ${gap - 1}px ${gap}px),${pick(['#fdfdf8', '#fbf6e6', '#f4f7fb'], random)}`)}`;
}

function placemat(random: () => number, seed: number): string {
  const [a, b, rim] = pick(
    [
      ['#c8a977', '#b08f5e', '#7a5b34'],
      ['#8a8f96', '#6f747b', '#3f4348'],
      ['#9c3b3b', '#7e2c2c', '#4a1818'],
      ['#d8d2c2', '#c2baa5', '#8a8270'],
    ],
    random,
  );
  const weave = Math.round(3 + 4 * random());
  const mat = `<div style="position:absolute;left:${Math.round(-10 + 40 * random())}%;top:${Math.round(-10 + 40 * random())}%;width:${Math.round(60 + 30 * random())}%;height:${Math.round(60 + 30 * random())}%;transform:rotate(${((random() - 0.5) * 40).toFixed(1)}deg);border-radius:${Math.round(4 + 30 * random())}px;border:${Math.round(6 + 10 * random())}px solid ${rim};background:repeating-linear-gradient(0deg,rgba(0,0,0,.14) 0 2px,transparent 2px ${weave + 2}px),repeating-linear-gradient(90deg,${a} 0 ${weave}px,${b} ${weave}px ${2 * weave}px);box-shadow:0 2px 8px rgba(0,0,0,.4)"></div>`;
  return `${desk(random, seed)}${mat}`;
}

function receipts(random: () => number, seed: number): string {
  let out = desk(random, seed);
  const items = ['CAFE', 'MEDIALUNA x2', 'AGUA 500', 'PAN', 'LECHE', 'YERBA 1KG', 'PILAS AA', 'TOTAL'];
  for (let r = 0; r < 4 + Math.floor(3 * random()); r++) {
    let lines = `<b>${pick(['SUPER DIA', 'KIOSCO 24', 'FARMACIA', 'CAFE BAR'], random)}</b><br>CUIT 30-${Math.floor(1e7 * random())}-2<br>--------------------<br>`;
    for (let k = 0; k < 14 + Math.floor(20 * random()); k++)
      lines += `${pick(items, random).padEnd(13, '.')}${(100 + 900 * random()).toFixed(2)}<br>`;
    out += `<div style="position:absolute;left:${Math.round(-5 + 90 * random())}%;top:${Math.round(-20 + 80 * random())}%;width:${Math.round(150 + 70 * random())}px;padding:10px;background:${pick(['#f7f7f2', '#f1efe6', '#fafafa'], random)};font:11px/1.3 'DejaVu Sans Mono',monospace;color:#444;transform:rotate(${Math.round((random() - 0.5) * 120)}deg);box-shadow:0 1px 5px rgba(0,0,0,.35)">${lines}</div>`;
  }
  return out;
}

function book(random: () => number, seed: number): string {
  const paper = pick(['#f6f1e3', '#fbf9f2', '#efe6cf'], random);
  const page = (side: 'left' | 'right', s: number) =>
    `<div style="position:absolute;${side}:0;top:0;width:50%;height:100%;box-sizing:border-box;padding:6% 7%;background:linear-gradient(${side === 'left' ? '90deg' : '270deg'},${paper} 80%,#b9ae95);font:15px/1.45 'DejaVu Serif';color:#2b2b2b;text-align:justify;overflow:hidden">${paragraphs(30, s)}${paragraphs(30, s + 9)}</div>`;
  const open = `<div style="position:absolute;left:${Math.round(-40 + 20 * random())}%;top:${Math.round(-35 + 15 * random())}%;width:${Math.round(150 + 40 * random())}%;height:${Math.round(140 + 30 * random())}%;transform:rotate(${((random() - 0.5) * 30).toFixed(1)}deg);box-shadow:0 0 0 6px ${paper},0 0 0 8px #c9bfa8,0 4px 16px rgba(0,0,0,.5)">${page('left', seed)}${page('right', seed + 3)}</div>`;
  return `${desk(random, seed)}${open}`;
}

export function mixedSurfaceHtml(kind: MixedSurface, seed: number, random: () => number): string {
  switch (kind) {
    case 'letter':
      return letter(random, seed);
    case 'notebook':
      return notebook(random, seed);
    case 'placemat':
      return placemat(random, seed);
    case 'receipts':
      return receipts(random, seed);
    case 'book':
      return book(random, seed);
    case 'corduroy': {
      const [c, light] = pick(
        [
          ['#6b4a2e', '#8e6a48'],
          ['#4f5a32', '#6f7b4c'],
          ['#26324d', '#3e4c6e'],
          ['#b08a2e', '#cfae55'],
          ['#7a2f35', '#9c4a50'],
        ],
        random,
      );
      const wale = Math.round(5 + 8 * random());
      return `${turned(random, '', `background:repeating-linear-gradient(90deg,${c} 0,${light} ${wale * 0.45}px,${c} ${wale * 0.9}px,#00000055 ${wale}px)`)}${shade('cord', '0.015', 3, '0 0 0', -1.1, 0.55, seed)}`;
    }
  }
}
