import { chromium } from '@playwright/test';
import { renderScene } from './render-scene.ts';
import { scenes } from './scenes.ts';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
const all = scenes(2);
const by = new Map<string, number[]>();
for (const s of all) {
  const t = Date.now();
  await renderScene(page, s);
  const key = s.surface + (s.light !== 'neutral' ? '' : '');
  by.set(key, [...(by.get(key) ?? []), Date.now() - t]);
}
for (const [k, v] of [...by].sort((a, b) => b[1].reduce((x, y) => x + y) / b[1].length - a[1].reduce((x, y) => x + y) / a[1].length)) console.log(k, v.length, Math.round(v.reduce((a, b) => a + b) / v.length));
await browser.close();
