// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { urlFormSource } from './FlowForm';

describe('urlFormSource', () => {
  it('takes an in-app path with this origin and adds the language and read-only wish to the hash', () => {
    const source = urlFormSource('/fvue/urlforms/contract-review.html#data=e30', true, 'en-US');
    expect(source).toEqual({ src: `${window.location.origin}/fvue/urlforms/contract-review.html#data=e30&lang=en-US&readonly=1`, origin: window.location.origin });
  });

  it('takes an http(s) address of another system with its own origin', () => {
    expect(urlFormSource('https://erp.example.com/forms/a?x=1', false, 'zh-CN')).toEqual({ src: 'https://erp.example.com/forms/a?x=1#lang=zh-CN', origin: 'https://erp.example.com' });
  });

  it.each([undefined, '', 'javascript:alert(1)', 'data:text/html,<script>1</script>', 'blob:https://x/1'])('refuses %s', (value) => {
    expect(urlFormSource(value, false, 'zh-CN')).toBeUndefined();
  });
});
