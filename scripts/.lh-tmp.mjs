import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startWebServer } from './servers.mjs';
const server = await startWebServer({ port: 5998, silent: true });
for (const route of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const { lhr } = await lighthouse(server.webUrl + route, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  const m = (id) => Math.round(lhr.audits[id]?.numericValue);
  console.log(route, Math.round(lhr.categories.performance.score * 100), 'LCP', m('largest-contentful-paint'), 'FCP', m('first-contentful-paint'), 'TBT', m('total-blocking-time'), 'CLS', lhr.audits['cumulative-layout-shift'].numericValue);
  const rb = lhr.audits['render-blocking-resources']?.details?.items ?? lhr.audits['render-blocking-insight']?.details?.items;
  console.log('  render-blocking', JSON.stringify(rb)?.slice(0, 400));
  const reqs = lhr.audits['network-requests'].details.items.map((r) => `${r.url.replace(server.webUrl, '')} ${r.priority} ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)}`);
  console.log('  ', reqs.join('\n   '));
  const mt = lhr.audits.metrics.details.items[0];
  console.log('  observed FCP', mt.observedFirstContentfulPaint, 'LCP', mt.observedLargestContentfulPaint, 'load', mt.observedLoad);
  console.log('  LCP element', JSON.stringify(lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lhr.audits['lcp-breakdown-insight']?.details).slice(0, 300));
  await chrome.kill();
}
await server.stop();
