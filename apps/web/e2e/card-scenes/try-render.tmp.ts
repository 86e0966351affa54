import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { renderScene } from './render-scene.ts';
import { scenes } from './scenes.ts';
import { projectCorners } from './pose.ts';
import { sceneHtml } from './scene-html.ts';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
const all = scenes(Number(process.argv[2] ?? 1));
const step = Number(process.argv[3] ?? 1);
let k = 0; let worst = 0;
const t0 = Date.now();
for (let i = 0; i < all.length; i += step) {
  const s = all[i];
  await page.setViewportSize({ width: s.width, height: s.height });
  await page.setContent(sceneHtml(s));
  const shot = await page.screenshot({ type: 'jpeg', quality: 80 });
  const r = await renderScene(page, s);
  if (r.corners && s.card) {
    const p = projectCorners(s.card);
    const d = Math.max(...p.map((q, j) => Math.hypot(q.x - r.corners![j].x, q.y - r.corners![j].y)));
    worst = Math.max(worst, d);
    if (d > 3) console.log('mismatch', s.condition, d.toFixed(1));
  }
  writeFileSync(`/tmp/scenes-out/${String(k++).padStart(3,'0')}-${s.part}-${s.condition.replace(/[^a-z0-9]+/gi,'_')}.jpg`, shot);
}
console.log('worst corner mismatch', worst.toFixed(2), 'n', k, 'ms/scene', (Date.now()-t0)/k);
await browser.close();
