// Browser benchmark of the definition studio: the real app (built with the project's Vite config into a
// temporary directory) on the reference server, the 2,000-field form of the form benchmark opened from a share
// link (no server call for it). Per keystroke in the editor, typed into the first field's label: the runner's key
// press → the first frame in which the preview shows the new label (polled every frame; the round trip to the
// browser is included), which is the studio's debounce (STUDIO_DEBOUNCE_MS),
// validating and adapting the whole definition, and the form's re-render.
// `benchStudio()` answers the rows of `npm run bench`'s table (tests/bench/run.ts).
import { encodeShareFragment } from '../../../src/features/studio/shareLink';
import { STUDIO_DEBOUNCE_MS } from '../../../src/features/studio/timing';
import { textFieldsDefinition } from '../browser/definition';
import { median, round1, startBenchPortal } from '../appPortal';
import type { BenchRow } from '../list/lists';

const FIELDS = 2000;
const TARGET_MS = 1000;
/** The first field's label as the editor shows it; keystrokes go right after it. */
const LABEL = '"字段 1"';


export async function measureStudio(options: { keystrokes?: number } = {}): Promise<number[]> {
  const keystrokes = options.keystrokes ?? 7;
  const { origin, browser, close } = await startBenchPortal('studio');
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const text = `${JSON.stringify(textFieldsDefinition(FIELDS), null, 2)}\n`;
    await page.goto(`${origin}/fvue/studio#${await encodeShareFragment(text)}`);
    await page.locator('.fd-studio__preview-body').getByRole('button', { name: '提交' }).waitFor({ timeout: 60_000 });
    // The caret right after the first field's label (inside its quotes).
    await page.evaluate((label) => {
      const walker = document.createTreeWalker(document.querySelector('.cm-content')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(label.slice(0, -1)) ?? -1;
        if (at >= 0) {
          (document.querySelector('.cm-content') as HTMLElement).focus();
          getSelection()?.setBaseAndExtent(node, at + label.length - 1, node, at + label.length - 1);
          return;
        }
      }
      throw new Error(`no ${label} in the editor`);
    }, LABEL);
    const samples: number[] = [];
    for (let key = 0; key <= keystrokes; key++) {
      const expected = `字段 1${'x'.repeat(key + 1)}`;
      const started = performance.now();
      await page.keyboard.press('x');
      // Polled from the runner (every animation frame in the page): keypress → the preview's first label shows the new text.
      await page.waitForFunction((wanted) => document.querySelector('.fd-studio__preview-body label')?.textContent?.includes(wanted), expected, { polling: 'raf', timeout: 60_000 });
      if (key > 0) samples.push(performance.now() - started); // the first keystroke warms up
    }
    await context.close();
    return samples;
  } finally {
    await close();
  }
}

export async function benchStudio(options: { keystrokes?: number } = {}): Promise<BenchRow[]> {
  const samples = await measureStudio(options);
  const value = round1(median(samples));
  return [
    {
      name: `studio keystroke → preview updated, ${FIELDS.toLocaleString('en-US')}-field form, median (${STUDIO_DEBOUNCE_MS} ms debounce included)`,
      value,
      unit: 'ms',
      target: `≤ ${TARGET_MS} ms (runs ${samples.map(round1).join('/')})`,
      met: value <= TARGET_MS,
    },
  ];
}
