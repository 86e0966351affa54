// Pieces the card designs share (card-designs.ts, wide-designs.ts, extra-designs.ts): a portrait
// photo, label and value fields, a chip, MRZ lines, a hologram, and the texts they draw from.

export const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;

export const SURNAMES = ['FERNANDEZ', 'MÜLLER', 'NOWAK', 'GARCÍA', 'ROSSI', 'TANAKA', 'SILVA', 'KOVAČ'];
export const NAMES = ['LUCIA BELEN', 'ANNA MARIA', 'JAN', 'CARLOS', 'MARTA', 'IVAN', 'ELENA', 'PEDRO'];
export const TITLES = [
  'REPUBLIC OF EUROPA · IDENTITY CARD',
  'PERSONALAUSWEIS · IDENTITY CARD',
  'CARTE D’IDENTITÉ · IDENTITY CARD',
  'DRIVING LICENCE · PERMISO DE CONDUCIR',
  'CÉDULA DE IDENTIDAD',
];

export function photo(left: number, top: number, width: number, height: number, random: () => number) {
  const skin = pick(['#c99a7c', '#e0b59a', '#8d5f45', '#b07d5b'], random);
  const back = pick(['#b9c4cc', '#e6e6e6', '#cfd9e6', '#d8d2c4'], random);
  const cloth = pick(['#3b4a5c', '#222', '#6b3b3b', '#4a5a3b'], random);
  return `<div style="position:absolute;left:${left}%;top:${top}%;width:${width}%;height:${height}%;background:${back};overflow:hidden;border-radius:2px"><div style="position:absolute;left:25%;top:14%;width:50%;height:45%;border-radius:50%;background:${skin}"></div><div style="position:absolute;left:8%;top:62%;width:84%;height:60%;border-radius:40% 40% 0 0;background:${cloth}"></div></div>`;
}

/** Label and value pairs in a column, the common layout of the data on an ID. */
export function fields(
  left: number,
  top: number,
  px: (k: number) => string,
  label: string,
  value: string,
  random: () => number,
  count = 4,
) {
  const rows = [
    ['Apellido / Surname', pick(SURNAMES, random)],
    ['Nombre / Name', pick(NAMES, random)],
    [
      'Nacimiento / Birth',
      `${10 + Math.floor(18 * random())}.0${1 + Math.floor(9 * random())}.19${60 + Math.floor(39 * random())}`,
    ],
    [
      'Documento / Document',
      `${Math.floor(10 + 80 * random())}.${Math.floor(100 + 899 * random())}.${Math.floor(100 + 899 * random())}`,
    ],
  ];
  return rows
    .slice(0, count)
    .map(
      ([l, v], k) =>
        `<div class="t" style="left:${left}%;top:${top + 13 * k}%;font-size:${px(0.017)};color:${label}">${l}</div><div class="t" style="left:${left}%;top:${top + 13 * k + 4.5}%;font-size:${px(0.028)};font-weight:bold;color:${value}">${v}</div>`,
    )
    .join('');
}

export function chip(left: number, top: number) {
  return `<div style="position:absolute;left:${left}%;top:${top}%;width:11%;height:15%;border-radius:12%;background:linear-gradient(135deg,#e9d08a,#b8913f 50%,#e3c67a);box-shadow:inset 0 0 0 1px #8a6a2a"><div style="position:absolute;left:30%;top:0;width:40%;height:100%;border:1px solid #8a6a2a;border-width:0 1px"></div><div style="position:absolute;left:0;top:45%;width:100%;height:10%;border:1px solid #8a6a2a;border-width:1px 0"></div></div>`;
}

export function mrz(px: (k: number) => string, colour: string, random: () => number) {
  // Escaped for HTML: a bare '<' before a letter opens a tag, and Chromium would drop the line.
  const line = (n: string) =>
    `${n}<<${pick(SURNAMES, random)}<<${pick(NAMES, random).replace(' ', '<')}`
      .padEnd(30, '<')
      .slice(0, 30)
      .replace(/</g, '&lt;');
  return `<div class="t" style="left:4%;top:72%;font:${px(0.034)}/1.25 'DejaVu Sans Mono',monospace;color:${colour}">I&lt;UTO${Math.floor(1e8 * random())}&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;<br>${line('850311')}<br>${line('')}</div>`;
}

export const hologram = (x: number, y: number, r: number, alpha: number) =>
  `<div style="position:absolute;left:${x - r}%;top:${y - r * 1.58}%;width:${2 * r}%;height:${3.16 * r}%;border-radius:50%;background:conic-gradient(from 30deg,rgba(255,0,120,${alpha}),rgba(255,220,0,${alpha}),rgba(0,230,140,${alpha}),rgba(0,140,255,${alpha}),rgba(200,0,255,${alpha}),rgba(255,0,120,${alpha}));mix-blend-mode:screen;filter:blur(1px)"></div>`;

const ACCENTS = ['#1f4e9a', '#b3202a', '#1d7a4a', '#6b1f3a', '#13707a', '#d06a12'];

/** What every card face starts from: font sizes as shares of the card's width, a title, an accent colour. */
export function faceBasics(w: number, random: () => number) {
  return {
    px: (k: number) => `${(k * w).toFixed(1)}px`,
    title: pick(TITLES, random),
    accent: pick(ACCENTS, random),
  };
}
