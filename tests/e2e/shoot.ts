// Developer aid (not a test): a screenshot of every seeded menu leaf, and of home, for the visual check issue 25
// asks before calling a page done — at 1366 and 390 px wide, in zh-CN and en-US, for one account. Uses the built
// app (dist/, or FLOWDESK_E2E_DIST) and its own reference server.
// Usage: npx tsx tests/e2e/shoot.ts <outDir> [account password] [--only <path substring>]
// Writes <outDir>/<language>-<width>/<nn>-<alias>.png (the whole page), then look at them (e.g. montage them).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, newPage, signIn, startPortal } from './harness';
import { leaves, menuTree, open, settle, trackCalls } from './menuLeaves';

const [out = '/tmp/shots', account = 'zhangsan', password = '123456'] = process.argv.slice(2).filter((arg, index, all) => arg !== '--only' && all[index - 1] !== '--only');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

const portal = await startPortal();
const browser = await launchBrowser();
try {
  for (const language of ['zh-CN', 'en-US'] as const) {
    for (const size of WIDTHS) {
      const dir = join(out, `${language}-${size.width}`);
      mkdirSync(dir, { recursive: true });
      const { page, context } = await newPage(browser, { ...size, language });
      const pending = trackCalls(page, new URL(portal.url('/')).origin);
      await signIn(page, portal, account, password);
      await page.waitForURL('**/fvue/home');
      const pages = [{ path: '/home', item: { alias: 'home', name: 'home' } }, ...leaves(await menuTree(page))].filter(({ path }) => !only || path.includes(only));
      for (const [index, { path, item }] of pages.entries()) {
        await open(page, path);
        await settle(page, pending);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(dir, `${String(index).padStart(2, '0')}-${item.alias}.png`), fullPage: true });
      }
      console.log(`${language} ${size.width}px: ${pages.length} pages in ${dir}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await portal.close();
}
