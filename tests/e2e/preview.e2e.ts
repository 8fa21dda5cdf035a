// The attachment preview against the embedded server: from the attachments of the seeded news item
// 40400000000000001 a PDF drawn by pdf.js, a picture, a text file, an office file without a converter and an
// archive (downloaded); an uploaded hostile .html file shown as unsupported and never run; the file routes;
// axe on the dialog.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn } from './harness';
import { expectAccessible, setUpSuite } from './suite';

const suite = setUpSuite();
const NEWS_WITH_ATTACHMENTS = '/news/40400000000000001';

async function signedIn(language?: 'zh-CN' | 'en-US'): Promise<Page> {
  const { page } = await newPage(suite.browser, { language });
  await signIn(page, suite.portal, 'zhangsan', '123456');
  return page;
}


async function openPreview(page: Page, fileName: string) {
  await page.getByRole('button', { name: `预览 ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: fileName });
  await dialog.waitFor();
  return dialog;
}

async function closePreview(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Uploads a file through the API with the page's session, as the upload control would; answers its id. */
function upload(page: Page, name: string, content: string): Promise<string> {
  return page.evaluate(
    async ([fileName, text]) => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const form = new FormData();
      form.append('files', new Blob([text]), fileName);
      const response = await fetch('/system/file/v1/fileUpload', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      return ((await response.json()) as { fileId: string }).fileId;
    },
    [name, content] as const,
  );
}

describe('attachment preview', () => {
  it('previews a PDF, a picture, a text file, an office file and an archive from a news item', async () => {
    const page = await signedIn();
    await page.goto(suite.portal.url(NEWS_WITH_ATTACHMENTS));
    await page.getByRole('heading', { name: 'Flowdesk 3.0 协同办公平台正式上线' }).waitFor();

    const pdf = await openPreview(page, '2026年度体检须知.pdf');
    const firstPage = pdf.getByRole('img', { name: '第 1 页' });
    await firstPage.waitFor();
    await pdf.locator('canvas[data-drawn="true"]').first().waitFor();
    // Something was drawn: the canvas is not all one colour.
    const colours = await firstPage.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      const seen = new Set<number>();
      for (let index = 0; index < data.length && seen.size < 2; index += 4 * 97) seen.add(data[index]);
      return seen.size;
    });
    expect(colours).toBeGreaterThan(1);
    await pdf.getByText(/^共 \d+ 页$/).waitFor();
    expect(await pdf.locator('iframe').count()).toBe(0);
    await expectAccessible(page, 'pdf preview');
    await closePreview(page);
    // The focus is back on the button that opened the dialog.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '预览 2026年度体检须知.pdf');

    const picture = await openPreview(page, '新办公区平面图.png');
    const image = picture.getByRole('img', { name: '新办公区平面图.png' });
    await image.waitFor();
    await page.waitForFunction(() => (document.querySelector('.fd-preview-picture img') as HTMLImageElement | null)?.naturalWidth === 48);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expectAccessible(page, 'picture preview');
    await closePreview(page);

    const text = await openPreview(page, '差旅费用报销办法（2026修订版）.txt');
    await text.getByRole('region', { name: '差旅费用报销办法（2026修订版）.txt 的内容' }).getByText('差旅', { exact: false }).first().waitFor();
    await closePreview(page);

    const office = await openPreview(page, 'Flowdesk 3.0 上线计划.docx');
    await office.getByText('当前附件格式不支持预览').waitFor();
    await office.getByText('未配置文档转换服务，请下载后查看').waitFor();
    await expectAccessible(page, 'unsupported preview');
    await closePreview(page);

    const downloaded = page.waitForEvent('download');
    const archive = await openPreview(page, '培训资料.zip');
    await archive.getByText('不支持压缩文件的在线预览').waitFor();
    expect((await downloaded).suggestedFilename()).toBe('培训资料.zip');
    await closePreview(page);

    const video = page.waitForEvent('download');
    const media = await openPreview(page, '上线发布会视频.mp4');
    await media.getByText('不支持视频的在线播放').waitFor();
    expect((await video).suggestedFilename()).toBe('上线发布会视频.mp4');
    await page.context().close();
  });

  it('never runs an uploaded HTML or SVG file, and the file routes show the preview of the file', async () => {
    const page = await signedIn();
    await page.waitForURL('**/fvue/home');
    const hostile = '<html><body><h1 id="owned">owned</h1><script>window.parent.owned = true; document.title = "owned"</script></body></html>';
    const htmlId = await upload(page, 'hostile.html', hostile);
    const svgId = await upload(page, 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>parent.owned = true</script></svg>');
    const textId = await upload(page, 'page.txt', hostile);

    for (const [id, name] of [
      [htmlId, 'hostile.html'],
      [svgId, 'logo.svg'],
    ]) {
      await page.goto(suite.portal.url(`/file/preview/${id}`));
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText('当前附件格式不支持预览').waitFor();
      expect(await page.locator('iframe, #owned').count()).toBe(0);
    }
    await expectAccessible(page, 'file preview page');

    // A page saved as .txt comes back as text and is shown as text.
    await page.goto(suite.portal.url(`/iframeSrc/${encodeURIComponent('https://evil.example/')}/${textId}`));
    await page.getByRole('region', { name: 'page.txt 的内容' }).getByText('<script>', { exact: false }).waitFor();
    expect(await page.locator('iframe, #owned').count()).toBe(0);
    const contentType = await page.evaluate(async (id) => {
      const { token } = JSON.parse(sessionStorage.getItem('currentUser') ?? '{}') as { token: string };
      const answers = await Promise.all(
        id.map((fileId) => fetch(`/file/onlinePreviewController/v1/getFileById_${fileId}`, { headers: { authorization: `Bearer ${token}` } })),
      );
      return answers.map((answer) => answer.headers.get('content-type'));
    }, [htmlId, svgId, textId]);
    expect(contentType).toEqual(['application/octet-stream', 'application/octet-stream', 'text/plain; charset=utf-8']);
    expect(await page.evaluate(() => (window as unknown as { owned?: boolean }).owned)).toBeUndefined();
    expect(await page.title()).not.toBe('owned');

    await page.goto(suite.portal.url('/pdf/x/40100000000000011'));
    await page.getByRole('heading', { level: 1, name: '2026年度体检须知.pdf' }).waitFor();
    await page.getByRole('img', { name: '第 1 页' }).waitFor();

    await page.goto(suite.portal.url('/webOffice/40100000000000016/0/1'));
    await page.getByText('未配置在线编辑服务，仅可预览').waitFor();
    await page.getByText('当前附件格式不支持预览').waitFor();
    await page.context().close();
  });

  it('speaks English', async () => {
    const page = await signedIn('en-US');
    await page.goto(suite.portal.url('/news/40400000000000001'));
    await page.getByRole('button', { name: 'Preview Health check 2026.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Health check 2026.pdf' });
    await dialog.getByRole('img', { name: 'Page 1' }).waitFor();
    await dialog.getByText(/^Pages: \d+$/).waitFor();
    await expectAccessible(page, 'English pdf preview');
    await page.context().close();
  });
});
