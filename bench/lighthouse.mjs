// Lighthouse on the built SPA (issue 14, item 5): the sign-in page for a visitor and the home
// dashboard for a signed-in member, in Debian's chromium, against a server bench/lighthouse.py
// started with the production settings. Prints one JSON line per page with its scores.
//
// Usage: node bench/lighthouse.mjs <base-url> <token-json>   (token-json: {"token": "..."})
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const [base, tokenJson] = process.argv.slice(2);
const { token } = JSON.parse(tokenJson);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const options = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  const pages = [
    { name: 'sign-in (visitor)', url: `${base}/sign-in`, signedIn: false },
    { name: 'dashboard (member)', url: `${base}/`, signedIn: true },
  ];
  for (const page of pages) {
    // The member's session lives in localStorage (the SPA's `token`): set it on the origin,
    // and keep the storage during the audit.
    const tab = await browser.newPage();
    await tab.goto(`${base}/sign-in`, { waitUntil: 'load' });
    await tab.evaluate((value) => {
      if (value) window.localStorage.setItem('token', value);
      else window.localStorage.clear();
    }, page.signedIn ? token : null);
    await tab.close();
    // Lighthouse's two presets: desktop (its desktop config: a fast network, no CPU slowdown)
    // and mobile (the default: a slow 4G network and a 4x slower CPU, simulated).
    for (const preset of ['desktop', 'mobile']) {
      const flags = { ...options, disableStorageReset: true };
      const config = preset === 'desktop' ? desktopConfig : undefined;
      const result = await lighthouse(page.url, flags, config);
      const lhr = result.lhr;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const finalUrl = lhr.finalDisplayedUrl;
      process.stdout.write(
        JSON.stringify({
          page: page.name,
          preset,
          url: page.url,
          finalUrl,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          // A run Lighthouse could not score (its score is null, printed as 0): say why.
          runWarning:
            lhr.runtimeError?.message ??
            (lhr.categories.performance?.score == null ? `no performance score: ${lhr.runWarnings?.join(' ') || 'unknown'}` : null),
          failedA11y: Object.values(lhr.audits)
            .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
            .map((a) => a.id),
          // What each failed audit found (the element and why), to fix it.
          failedA11yNodes: Object.values(lhr.audits)
            .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
            .flatMap((a) =>
              (a.details?.items ?? []).slice(0, 5).map((item) => ({
                audit: a.id,
                snippet: item.node?.snippet,
                why: item.node?.explanation,
              })),
            ),
        }) + '\n',
      );
    }
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
}
