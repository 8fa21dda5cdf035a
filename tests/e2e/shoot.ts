// Developer aid (not a test): screenshots of the signed-in shell for a visual check.
// Usage: npx tsx tests/e2e/shoot.ts <outDir>
import { launchBrowser, newPage, signIn, startPortal } from './harness';

const out = process.argv[2] ?? '/tmp/shots';
const portal = await startPortal();
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, { width: 1280, height: 800 });
  await page.goto(portal.url('/login'));
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/login.png` });
  await signIn(page, portal, 'zhangsan', '123456');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/home.png` });
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/usermenu.png` });
  await page.getByRole('menuitem', { name: '切换当前岗位' }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/switchpost.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/password.png` });
  await page.keyboard.press('Escape');
  await page.goto(portal.url('/v-flow'));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/vflow.png` });
} finally {
  await browser.close();
  await portal.close();
}
