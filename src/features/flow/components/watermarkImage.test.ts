import { describe, expect, it } from 'vitest';
import { escapeXml, watermarkImage } from './watermarkImage';

describe('watermark tile', () => {
  it('escapes the text for XML, so a name cannot add markup to the image', () => {
    expect(escapeXml(`<script>&"'`)).toBe('&lt;script&gt;&amp;&quot;&apos;');
    const svg = decodeURIComponent(watermarkImage('张三 <b>x</b>').replace(/^url\("data:image\/svg\+xml;charset=utf-8,/, '').replace(/"\)$/, ''));
    expect(svg).toContain('>张三 &lt;b&gt;x&lt;/b&gt;</text>');
    expect(svg).not.toContain('<b>');
  });

  it('is a CSS url of an SVG data URL without a raw quote that would end it', () => {
    const image = watermarkImage('a"b');
    expect(image.startsWith('url("data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(image.slice(5, -2)).not.toContain('"');
  });
});
