// A column's template (decoded templateHtml) as React elements: DOMPurify first (no scripts, handlers or
// javascript: URLs), then the sanitized tree is rebuilt as elements — every void element childless, every
// attribute in the spelling React takes, and, whatever the sanitizer let through, no on* handler, script URL,
// srcdoc or document-level element (docs/home.md). Text gets `{{path}}` values of the
// column's data as text (never as HTML, never evaluated); attributes are not interpolated, so data can never
// turn into a URL. The built-in widgets mount where the template names their tags (docs/home.md).
import { createElement, Fragment, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import DOMPurify, { type RemovedAttribute, type RemovedElement } from 'dompurify';
import { interpolateText, unresolvedPaths } from '../../../renderers';
import { inAppPath } from '../../session/redirect';
import { WIDGET_TAGS, WidgetSlot } from './widgets/registry';

const WIDGET_TAG_PATTERN = new RegExp(`^(?:${WIDGET_TAGS.map((tag) => tag.replace(/-/g, '\\-')).join('|')})$`);

/** The template's sanitized DOM: the HTML profile plus the widget tags and their plain attributes. */
export function sanitizeTemplate(html: string): DocumentFragment {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    RETURN_DOM_FRAGMENT: true,
    CUSTOM_ELEMENT_HANDLING: { tagNameCheck: WIDGET_TAG_PATTERN, attributeNameCheck: /^[a-z][a-z0-9-]*$/, allowCustomizedBuiltInElements: false },
  }) as DocumentFragment | null;
  // Markup that makes a frameset document (`<a><frameset>`) has no body: DOMPurify then gives nothing.
  return fragment ?? document.createDocumentFragment();
}

/** What the sanitizer took out of a template, by name, each once, in document order. */
export interface SanitizerRemovals {
  /** tag names (lower case) */
  readonly elements: readonly string[];
  /** each attribute with the tag it was on */
  readonly attributes: readonly { readonly element: string; readonly attribute: string }[];
}

/** DOMPurify's `removed` list (read right after a sanitize call) → the removed elements and attributes by name. Pure. */
export function removalsByName(removed: readonly (RemovedElement | RemovedAttribute)[]): SanitizerRemovals {
  const elements = new Set<string>();
  const attributes = new Map<string, { element: string; attribute: string }>();
  for (const item of removed) {
    if ('element' in item) {
      elements.add(item.element.nodeName.toLowerCase());
    } else if (item.attribute) {
      const entry = { element: item.from.nodeName.toLowerCase(), attribute: item.attribute.name.toLowerCase() };
      attributes.set(`${entry.element} ${entry.attribute}`, entry);
    }
  }
  return { elements: [...elements], attributes: [...attributes.values()] };
}

/** What an author should know about a template before it goes live (the studio lists it as warnings). */
export interface TemplateReport extends SanitizerRemovals {
  /** `{{path}}`s of the drawn text that resolve to nothing in the scope, each once (unresolvedPaths) */
  readonly unresolvedPaths: readonly string[];
}

/** The drawn text of a sanitized template (what toReact interpolates: not document elements, not widget tags). */
function drawnTexts(node: Node, texts: string[]): string[] {
  if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '');
  else if (node.nodeType === Node.ELEMENT_NODE || node.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
    const tag = node.nodeType === Node.ELEMENT_NODE ? (node as Element).tagName.toLowerCase() : '';
    if (!DOCUMENT_ELEMENTS.has(tag) && !WIDGET_TAG_PATTERN.test(tag)) node.childNodes.forEach((child) => drawnTexts(child, texts));
  }
  return texts;
}

/**
 * The template sanitized exactly as TemplateView sanitizes it, with what the sanitizer removed and the
 * `{{path}}`s of its text that `scope` has no value for (undefined scope: not checked, e.g. live data).
 */
export function templateReport(html: string, scope?: { readonly data: unknown }): TemplateReport {
  const fragment = sanitizeTemplate(html);
  // DOMPurify.removed holds what the last sanitize() call removed: read before anything sanitizes again.
  const removals = removalsByName(DOMPurify.removed);
  // Text node by text node, as toReact interpolates them (braces split across nodes are no path).
  const paths = scope ? new Set(drawnTexts(fragment, []).flatMap((text) => unresolvedPaths(text, scope))) : [];
  return { ...removals, unresolvedPaths: [...paths] };
}

/** HTML attribute names whose React prop is spelled differently (React warns on, or drops, the HTML spelling). */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  'accept-charset': 'acceptCharset',
  accesskey: 'accessKey',
  allowfullscreen: 'allowFullScreen',
  autocapitalize: 'autoCapitalize',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  autoplay: 'autoPlay',
  cellpadding: 'cellPadding',
  cellspacing: 'cellSpacing',
  charset: 'charSet',
  classid: 'classID',
  colspan: 'colSpan',
  contenteditable: 'contentEditable',
  controlslist: 'controlsList',
  crossorigin: 'crossOrigin',
  datetime: 'dateTime',
  enctype: 'encType',
  enterkeyhint: 'enterKeyHint',
  fetchpriority: 'fetchPriority',
  formenctype: 'formEncType',
  formmethod: 'formMethod',
  formnovalidate: 'formNoValidate',
  formtarget: 'formTarget',
  frameborder: 'frameBorder',
  hreflang: 'hrefLang',
  'http-equiv': 'httpEquiv',
  inputmode: 'inputMode',
  itemid: 'itemID',
  itemprop: 'itemProp',
  itemref: 'itemRef',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  marginheight: 'marginHeight',
  marginwidth: 'marginWidth',
  maxlength: 'maxLength',
  minlength: 'minLength',
  nomodule: 'noModule',
  novalidate: 'noValidate',
  playsinline: 'playsInline',
  popovertarget: 'popoverTarget',
  popovertargetaction: 'popoverTargetAction',
  readonly: 'readOnly',
  referrerpolicy: 'referrerPolicy',
  rowspan: 'rowSpan',
  spellcheck: 'spellCheck',
  srclang: 'srcLang',
  srcset: 'srcSet',
  tabindex: 'tabIndex',
  usemap: 'useMap',
};

/** Attributes that are on or off: React wants true, and drops the HTML spelling `disabled=""`. */
const BOOLEAN_PROPS = new Set([
  'allowFullScreen', 'async', 'autoFocus', 'autoPlay', 'checked', 'controls', 'default', 'defer', 'disabled', 'formNoValidate',
  'hidden', 'inert', 'itemScope', 'loop', 'multiple', 'muted', 'noModule', 'noValidate', 'open', 'playsInline', 'readOnly',
  'required', 'reversed', 'selected',
]);

/** The elements that never have children (React throws when they get some, even an empty text). */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Elements that act on the whole document rather than the column (React 19 hoists title, meta and link to the
 * head; a base element anywhere re-points every relative URL; scripts never run from a template): not drawn.
 */
const DOCUMENT_ELEMENTS = new Set(['base', 'link', 'meta', 'title', 'script', 'noscript', 'template']);

/** Names React reserves for itself, or that turn an element into something else. */
const RESERVED_PROPS = new Set(['key', 'ref', 'children', 'is', 'dangerouslysetinnerhtml', 'defaultvalue', 'defaultchecked', 'suppresshydrationwarning', 'suppresscontenteditablewarning']);

/** Attributes that load or navigate to a URL: a script URL there would run. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'background', 'codebase', 'longdesc', 'manifest', 'ping', 'xlink:href', 'srcset']);

/** Attributes whose value is a document or code, whatever it says. */
const CODE_ATTRIBUTES = new Set(['srcdoc']);

/**
 * javascript:/vbscript: (however spelled: the parser has decoded entities; control characters, spaces and case are
 * ignored) and data: other than pictures, in any of the comma-separated candidates (srcset).
 */
export function isExecutableUrl(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return compact.split(',').some((part) => /^(?:javascript|vbscript|livescript):/.test(part) || (part.startsWith('data:') && !part.startsWith('data:image/')));
}

/** CSS names a style object may carry: a property, a vendor-prefixed one or a custom one (never `length`, `0`…). */
const STYLE_NAME = /^(?:--[\w-]+|-?[a-z]+(?:-[a-z]+)*)$/;
const READ_ONLY_STYLE_NAMES = new Set(['length', 'parentRule', 'cssText']);

/** 'color: red; font-size: 12px' → { color: 'red', fontSize: '12px' } (custom properties kept as written; script in CSS dropped). */
export function styleObject(text: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value || !STYLE_NAME.test(name) || /expression\s*\(|javascript:|behavior\s*:/i.test(value)) continue;
    const prop = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    if (!READ_ONLY_STYLE_NAMES.has(prop)) style[prop] = value;
  }
  return style as CSSProperties;
}

function attributesOf(element: Element, tag: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('on') || RESERVED_PROPS.has(name) || CODE_ATTRIBUTES.has(name)) continue;
    if (URL_ATTRIBUTES.has(name) && isExecutableUrl(value)) continue;
    if (name === 'style') {
      props.style = styleObject(value);
      continue;
    }
    const prop = PROP_NAMES[name] ?? name;
    props[prop] = BOOLEAN_PROPS.has(prop) ? true : value;
  }
  // Form controls keep what the template set as their starting value; the reader may change it (not controlled).
  if (tag === 'input' || tag === 'select' || tag === 'textarea') {
    if ('value' in props) {
      if (props.type !== 'file') props.defaultValue = props.value;
      delete props.value;
    }
    if ('checked' in props) {
      props.defaultChecked = props.checked;
      delete props.checked;
    }
  }
  if (tag === 'option') delete props.selected;
  return props;
}

/** A widget's attributes as the template wrote them (they are read by name, never put on an element). */
function widgetAttributes(element: Element): Record<string, string> {
  return Object.fromEntries(Array.from(element.attributes, ({ name, value }) => [name, value]).filter(([name]) => !name.startsWith('on')));
}

/** A select's starting value: its options marked selected (React takes it from the select, not the options). */
function selectedValue(element: Element): string | string[] | undefined {
  const chosen = Array.from(element.querySelectorAll('option[selected]'), (option) => (option as HTMLOptionElement).value);
  if (element.hasAttribute('multiple')) return chosen;
  return chosen.at(-1);
}

function toReact(node: Node, scope: unknown, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return interpolateText(node.textContent ?? '', scope);
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DOCUMENT_ELEMENTS.has(tag)) return null;
  if (WIDGET_TAG_PATTERN.test(tag)) return <WidgetSlot key={key} tag={tag} attributes={widgetAttributes(element)} />;
  const props = attributesOf(element, tag);
  if (tag === 'select' && props.defaultValue === undefined) props.defaultValue = selectedValue(element);
  // A textarea's text is its starting value (React throws on more than one child there).
  if (tag === 'textarea') return createElement(tag, { key, ...props, defaultValue: interpolateText(element.textContent ?? '', scope) });
  const children = VOID_ELEMENTS.has(tag) ? undefined : Array.from(element.childNodes, (child, index) => toReact(child, scope, `${key}.${index}`));
  // In-app links stay in the single-page app (and under its base path).
  const to = tag === 'a' && typeof props.href === 'string' ? inAppPath(props.href) : undefined;
  if (to) {
    const { href: _href, ...rest } = props;
    return (
      <Link key={key} to={to} {...rest}>
        {children}
      </Link>
    );
  }
  return createElement(tag, { key, ...props }, children);
}

export interface TemplateViewProps {
  /** The decoded template text (not yet sanitized). */
  html: string;
  /** What `{{path}}` reads from: `{ data }`, the column's REST answer. */
  scope?: unknown;
}

export function TemplateView({ html, scope }: TemplateViewProps) {
  const fragment = useMemo(() => sanitizeTemplate(html), [html]);
  return <Fragment>{Array.from(fragment.childNodes, (node, index) => toReact(node, scope, String(index)))}</Fragment>;
}
