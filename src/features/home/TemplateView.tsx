// A column's template (decoded templateHtml) as React elements: DOMPurify first (no scripts, handlers or
// javascript: URLs), then the sanitized tree is rebuilt as elements. Text gets `{{path}}` values of the
// column's data as text (never as HTML, never evaluated); attributes are not interpolated, so data can never
// turn into a URL. The built-in widgets mount where the template names their tags (docs/home.md).
import { createElement, Fragment, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import DOMPurify from 'dompurify';
import { interpolateText } from '../../../renderers';
import { inAppPath } from '../../session/redirect';
import { WIDGET_TAGS, WidgetSlot } from './widgets/registry';

const WIDGET_TAG_PATTERN = new RegExp(`^(?:${WIDGET_TAGS.map((tag) => tag.replace(/-/g, '\\-')).join('|')})$`);

/** The template's sanitized DOM: the HTML profile plus the widget tags and their plain attributes. */
export function sanitizeTemplate(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    RETURN_DOM_FRAGMENT: true,
    CUSTOM_ELEMENT_HANDLING: { tagNameCheck: WIDGET_TAG_PATTERN, attributeNameCheck: /^[a-z][a-z0-9-]*$/, allowCustomizedBuiltInElements: false },
  });
}

/** HTML attribute names whose React prop is spelled differently. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  cellpadding: 'cellPadding',
  cellspacing: 'cellSpacing',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  usemap: 'useMap',
  datetime: 'dateTime',
};

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'wbr']);

/** 'color: red; font-size: 12px' → { color: 'red', fontSize: '12px' } (custom properties kept as written). */
export function styleObject(text: string): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!name || !value) continue;
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return style as CSSProperties;
}

function attributesOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'style') props.style = styleObject(value);
    else props[PROP_NAMES[name] ?? name] = value;
  }
  return props;
}

function toReact(node: Node, scope: unknown, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return interpolateText(node.textContent ?? '', scope);
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const props = attributesOf(element);
  if (WIDGET_TAG_PATTERN.test(tag)) return <WidgetSlot key={key} tag={tag} attributes={props as Record<string, string>} />;
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
