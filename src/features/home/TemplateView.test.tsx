// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { isExecutableUrl, removalsByName, styleObject, templateReport, TemplateView, VOID_ELEMENTS } from './TemplateView';

/** Every element of the HTML standard (including obsolete ones browsers still parse). */
const ELEMENTS = [
  'a', 'abbr', 'address', 'area', 'article', 'aside', 'audio', 'b', 'base', 'bdi', 'bdo', 'blockquote', 'body', 'br', 'button',
  'canvas', 'caption', 'cite', 'code', 'col', 'colgroup', 'data', 'datalist', 'dd', 'del', 'details', 'dfn', 'dialog', 'div', 'dl',
  'dt', 'em', 'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header',
  'hgroup', 'hr', 'html', 'i', 'iframe', 'img', 'input', 'ins', 'kbd', 'label', 'legend', 'li', 'link', 'main', 'map', 'mark', 'menu',
  'meta', 'meter', 'nav', 'noscript', 'object', 'ol', 'optgroup', 'option', 'output', 'p', 'param', 'picture', 'pre', 'progress', 'q',
  'rp', 'rt', 'ruby', 's', 'samp', 'script', 'search', 'section', 'select', 'slot', 'small', 'source', 'span', 'strong', 'style', 'sub',
  'summary', 'sup', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead', 'time', 'title', 'tr', 'track', 'u', 'ul',
  'var', 'video', 'wbr', 'acronym', 'big', 'center', 'font', 'frame', 'frameset', 'marquee', 'nobr', 'strike', 'tt', 'xmp', 'svg', 'math',
];

/** The global attributes and those of particular elements, as HTML spells them. */
const ATTRIBUTES = [
  'accesskey', 'autocapitalize', 'autofocus', 'class', 'contenteditable', 'dir', 'draggable', 'enterkeyhint', 'hidden', 'id', 'inert',
  'inputmode', 'is', 'itemid', 'itemprop', 'itemref', 'itemscope', 'itemtype', 'lang', 'nonce', 'popover', 'slot', 'spellcheck', 'style',
  'tabindex', 'title', 'translate', 'accept', 'accept-charset', 'action', 'allow', 'allowfullscreen', 'alt', 'async', 'autocomplete',
  'autoplay', 'background', 'bgcolor', 'border', 'capture', 'charset', 'checked', 'cite', 'color', 'cols', 'colspan', 'content',
  'controls', 'controlslist', 'coords', 'crossorigin', 'data', 'datetime', 'decoding', 'default', 'defer', 'dirname', 'disabled',
  'download', 'enctype', 'fetchpriority', 'for', 'form', 'formaction', 'formenctype', 'formmethod', 'formnovalidate', 'formtarget',
  'frameborder', 'headers', 'height', 'high', 'href', 'hreflang', 'http-equiv', 'integrity', 'ismap', 'kind', 'label', 'list', 'loading',
  'loop', 'low', 'max', 'maxlength', 'media', 'method', 'min', 'minlength', 'multiple', 'muted', 'name', 'novalidate', 'open', 'optimum',
  'pattern', 'ping', 'placeholder', 'playsinline', 'popovertarget', 'poster', 'preload', 'readonly', 'referrerpolicy', 'rel', 'required',
  'reversed', 'rows', 'rowspan', 'sandbox', 'scope', 'selected', 'shape', 'size', 'sizes', 'span', 'src', 'srcdoc', 'srclang', 'srcset',
  'start', 'step', 'target', 'type', 'usemap', 'value', 'width', 'wrap', 'align', 'valign', 'cellpadding', 'cellspacing', 'nowrap',
  'data-id', 'data-x-y', 'aria-label', 'aria-hidden', 'aria-describedby', 'role', 'xmlns', 'xlink:href', 'children', 'key', 'ref',
  'dangerouslysetinnerhtml', 'defaultvalue', 'onclick', 'onerror', 'onload', 'onmouseover', 'onfocus', 'x-unknown', 'foo',
];

const HOSTILE_VALUES = [
  'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', 'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>', 'x.png, javascript:alert(1) 2x', 'alert(1)', '"><script>alert(1)</script>',
  'color: red; background: url(javascript:alert(1))', 'width: expression(alert(1))', '0: x; length: 3; --c: 1; -webkit-x: y; ;;',
  '', '{{data.x}}', 'https://example.com/a.png', '/fvue/home', 'cid:pic1', 'data:image/png;base64,AAAA',
];

const HOSTILE_FRAGMENTS = [
  '<video><source></source></video>', '<img src=x onerror=alert(1)>', '<svg><script>alert(1)</script></svg>', '<a href="javascript:alert(1)">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', '<textarea>a<b>c</b>{{data.x}}</textarea>',
  '<select multiple><option selected value=1>1</option><option selected value=2>2</option></select>', '<input type=file value=x>',
  '<base href="https://evil.example/">', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', '<title>t</title>',
  '<table> <tr> <td>1</td> </tr> </table>', '<br></br>', '<hr>text</hr>', '<p style="0:x">a</p>', '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">', '<details open=""><summary>s</summary>d</details>', '<input disabled="" checked="" value="v">',
  '<!-- comment -->', '<![CDATA[x]]>', '<noscript><img src=x onerror=alert(1)></noscript>', '<template><img src=x onerror=alert(1)></template>',
  '<label for="a" class="c">l</label>', '<col span=2></col><wbr></wbr><track></track><area></area><embed></embed>', '<div is="x-y">d</div>',
  '<user-info onclick="alert(1)"></user-info>', '<a href="&#0000106&#0000097vascript:alert(1)">a</a>', '<button formaction="javascript:alert(1)">b</button>',
];

const attribute = fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.string({ maxLength: 12 }))).map(
  ([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`,
);

const html: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_FRAGMENTS)),
    fc
      .tuple(fc.constantFrom(...ELEMENTS), fc.array(attribute, { maxLength: 4 }), fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
      .map(([tag, attributes, children, closed]) => `<${tag}${attributes.join('')}>${children.join('')}${closed ? `</${tag}>` : ''}`),
  ),
})).node;

/** What React says about a prop it cannot take as written (the converter should have spelled it for React). */
const PROP_WARNING = /Invalid DOM property|Invalid attribute name|Received `(?:true|false)` for a non-boolean|React does not recognize|Unknown event handler|Invalid event handler|void element|can only have at most one child|without an `onChange` handler|Use the `defaultValue` or `value` props|Expected `style`/;

const EXECUTABLE_ATTRIBUTE = (name: string, value: string) =>
  name.startsWith('on') || name === 'srcdoc' || (['href', 'src', 'action', 'formaction', 'poster', 'data', 'srcset', 'xlink:href', 'cite', 'background'].includes(name) && isExecutableUrl(value));

let container: HTMLDivElement;
let warnings: string[];
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  warnings = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterEach(() => {
  container.remove();
  vi.restoreAllMocks();
});

function draw(markup: string): void {
  const root = createRoot(container);
  act(() =>
    root.render(
      <MemoryRouter>
        <TemplateView html={markup} scope={{ data: { x: 'X' } }} />
      </MemoryRouter>,
    ),
  );
  const bad = Array.from(container.querySelectorAll('*')).flatMap((element) =>
    Array.from(element.attributes).filter(({ name, value }) => EXECUTABLE_ATTRIBUTE(name, value)).map(({ name, value }) => `<${element.localName} ${name}="${value}">`),
  );
  const scripts = container.querySelectorAll('script, base, meta, link, iframe[srcdoc]');
  act(() => root.unmount());
  expect(bad).toEqual([]);
  expect(scripts.length).toBe(0);
  expect(warnings.filter((warning) => PROP_WARNING.test(warning))).toEqual([]);
}

describe('TemplateView', () => {
  it('draws every hostile fragment without throwing, an executable attribute or a prop React rejects', () => {
    for (const fragment of HOSTILE_FRAGMENTS) draw(fragment);
  });

  it('never throws, never leaves an executable attribute, for random HTML from the whole element and attribute set', () => {
    fc.assert(fc.property(fc.array(html, { minLength: 1, maxLength: 4 }), (nodes) => draw(nodes.join(''))), { numRuns: 200 });
  });

  it('keeps a media element with an empty source child (the failure of issue 25)', () => {
    draw('<video controls><source src="/a.mp4" type="video/mp4"></source></video>');
    const root = createRoot(container);
    act(() => root.render(<TemplateView html={'<video controls><source src="/a.mp4"></source></video>'} />));
    expect(container.querySelector('video > source')?.getAttribute('src')).toBe('/a.mp4');
    act(() => root.unmount());
  });

  it('gives React the spelling it takes: class, for, style strings, boolean, data- and aria- attributes, form values', () => {
    const root = createRoot(container);
    act(() =>
      root.render(
        <TemplateView
          html={
            '<label class="c" for="f" data-role="x" aria-label="名字">n</label><input id="f" disabled="" value="v" tabindex="2" maxlength="4">' +
            '<input type="checkbox" checked=""><p style="color: red; font-size: 12px; --gap: 4px">s</p><textarea>t {{data.x}}</textarea>' +
            '<select><option value="1">1</option><option value="2" selected>2</option></select><td-like x-unknown="1"></td-like>'
          }
          scope={{ data: { x: 'X' } }}
        />,
      ),
    );
    const label = container.querySelector('label')!;
    expect([label.className, label.htmlFor, label.dataset.role, label.getAttribute('aria-label')]).toEqual(['c', 'f', 'x', '名字']);
    const input = container.querySelector<HTMLInputElement>('#f')!;
    expect([input.disabled, input.value, input.tabIndex, input.maxLength]).toEqual([true, 'v', 2, 4]);
    expect(container.querySelector<HTMLInputElement>('[type=checkbox]')!.checked).toBe(true);
    const p = container.querySelector('p')!;
    expect([p.style.color, p.style.fontSize, p.style.getPropertyValue('--gap')]).toEqual(['red', '12px', '4px']);
    expect(container.querySelector('textarea')!.value).toBe('t X');
    expect(container.querySelector('select')!.value).toBe('2');
    act(() => root.unmount());
    expect(warnings.filter((warning) => PROP_WARNING.test(warning))).toEqual([]);
  });

  it('lists every void element', () => {
    expect([...VOID_ELEMENTS].sort()).toEqual(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
  });
});

describe('styleObject', () => {
  it('drops names a style object cannot carry and script in CSS', () => {
    expect(styleObject('0: x; length: 3; color: red; width: expression(alert(1)); -webkit-line-clamp: 2; --c: 1')).toEqual({ color: 'red', WebkitLineClamp: '2', '--c': '1' });
  });
});

describe('isExecutableUrl', () => {
  it('finds script URLs however spelled, and data: other than pictures', () => {
    for (const url of ['javascript:x', ' JAVA\tSCRIPT:x', 'vbscript:x', 'data:text/html,x', 'a.png 1x, javascript:x 2x']) expect(isExecutableUrl(url)).toBe(true);
    for (const url of ['https://a.example/x', '/fvue/home', 'cid:a', 'data:image/png;base64,AAAA', 'mailto:a@b.c', '#top']) expect(isExecutableUrl(url)).toBe(false);
  });
});

describe('templateReport', () => {
  it('names what the sanitizer removed, each once: elements by tag, attributes with their tag', () => {
    const html = '<p onclick="x()">a<script>s()</script><img src="x.png" onerror="y()"><img src="z.png" onerror="y()"></p><iframe src="a"></iframe><a href="javascript:alert(1)">l</a>';
    const report = templateReport(html);
    expect(report.elements).toEqual(['script', 'iframe']);
    expect(report.attributes).toEqual([
      { element: 'p', attribute: 'onclick' },
      { element: 'img', attribute: 'onerror' },
      { element: 'a', attribute: 'href' },
    ]);
    expect(report.unresolvedPaths).toEqual([]);
  });

  it('removes nothing from a clean template, widget tags included', () => {
    expect(templateReport('<div class="x"><b>{{ data.total }}</b><home-notice limit="5"></home-notice></div>', { data: { total: 3 } })).toEqual({ elements: [], attributes: [], unresolvedPaths: [] });
  });

  it('lists the {{path}}s of the drawn text that the data has no value for, not those in removed or document elements', () => {
    const html = '<p>{{ data.total }} {{ data.title }}</p><textarea>{{ data.note }}</textarea><title>{{ data.head }}</title><script>{{ data.code }}</script><p>{{ data.title }}</p>';
    expect(templateReport(html, { data: { total: 0 } }).unresolvedPaths).toEqual(['data.title', 'data.note']);
    expect(templateReport(html, { data: undefined }).unresolvedPaths).toEqual(['data.total', 'data.title', 'data.note']);
  });

  it('does not check paths without a scope (live data the studio cannot see)', () => {
    expect(templateReport('<p>{{ data.x }}</p>').unresolvedPaths).toEqual([]);
  });
});

describe('removalsByName', () => {
  it('reads DOMPurify’s removed list and skips an attribute entry without an attribute', () => {
    const div = document.createElement('div');
    div.setAttribute('onclick', 'x');
    const removed = [{ element: document.createElement('svg') }, { attribute: div.getAttributeNode('onclick'), from: div }, { attribute: null, from: div }];
    expect(removalsByName(removed)).toEqual({ elements: ['svg'], attributes: [{ element: 'div', attribute: 'onclick' }] });
  });
});
