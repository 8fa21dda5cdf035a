// Shared pieces of the widgets: accessible attributes, the memo comparison, value conversion.
import { createElement, memo, useLayoutEffect, type ComponentType, type RefObject } from 'react';
import { deepEquals, type WidgetProps } from '@rjsf/utils';
import { describedBy, labelId } from '../context';

export interface ControlAria {
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-labelledby'?: string;
}

/** Rows of a text area: ui:options.rows, else 3 (the form's first screen draws its text areas the same). */
export function textareaRows(options: Readonly<Record<string, unknown>>): number {
  return typeof options.rows === 'number' ? options.rows : 3;
}

export function hasErrors(props: Pick<WidgetProps, 'rawErrors'>): boolean {
  return (props.rawErrors?.length ?? 0) > 0;
}

/** The ARIA state of a widget's control: invalid + described by its error text, required, labelled by the field label. */
export function controlAria(props: WidgetProps, labelled = false): ControlAria {
  const invalid = hasErrors(props);
  const hasDescription = !props.hideLabel && Boolean(props.options.description ?? props.schema.description);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(props.id, invalid, hasDescription),
    'aria-required': props.required || undefined,
    // A hidden label (table cells render their own) is still in the DOM, so the reference holds.
    ...(labelled ? { 'aria-labelledby': labelId(props.id) } : {}),
  };
}

/**
 * Some Semi controls (DatePicker, Checkbox) put id and ARIA props on a wrapper instead of the focusable input;
 * this copies them onto the first input inside `ref` after every render.
 */
export function useInnerInputAttributes(ref: RefObject<HTMLElement | null>, attributes: Record<string, string | boolean | undefined>): void {
  useLayoutEffect(() => {
    const input = ref.current?.querySelector('input');
    if (!input) return;
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined || value === false) input.removeAttribute(name);
      else input.setAttribute(name, value === true ? 'true' : value);
    }
  });
}

const COMPARED_BY_IDENTITY = ['value', 'id', 'label', 'hideLabel', 'readonly', 'disabled', 'required', 'autofocus', 'placeholder', 'multiple', 'name'] as const;

function sameErrors(a: string[] | undefined, b: string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return (a?.length ?? 0) === 0 && (b?.length ?? 0) === 0;
  return a.every((message, index) => message === b[index]);
}

/**
 * A widget re-renders only when what it shows changes: its value, errors, permission (readonly/disabled), label,
 * options or schema, or the form context (locale, services). rjsf rebuilds `options` on every render, so options,
 * schema and uiSchema are compared by content. Handlers are not compared: rjsf 6 change handlers are path based
 * and do not capture form data, so an older one still writes to the right place.
 */
export function widgetPropsAreEqual(previous: WidgetProps, next: WidgetProps): boolean {
  for (const key of COMPARED_BY_IDENTITY) if (!Object.is(previous[key], next[key])) return false;
  if (!sameErrors(previous.rawErrors, next.rawErrors)) return false;
  if (previous.registry.formContext !== next.registry.formContext) return false;
  if (previous.schema !== next.schema && !deepEquals(previous.schema, next.schema)) return false;
  if (previous.uiSchema !== next.uiSchema && !deepEquals(previous.uiSchema, next.uiSchema)) return false;
  return previous.options === next.options || deepEquals(previous.options, next.options);
}

/**
 * The memoized widget behind a plain function component: rjsf 6's getWidget recognizes components with react-is 16,
 * which knows neither React 19 elements nor memo objects, so it only accepts functions. The wrapper costs one call;
 * the memo below it skips the Semi control's render.
 */
export function memoWidget(widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  const Memoized = memo(widget, widgetPropsAreEqual);
  function MemoizedWidget(props: WidgetProps) {
    return createElement(Memoized, props);
  }
  MemoizedWidget.displayName = `Memo(${widget.displayName ?? widget.name})`;
  return MemoizedWidget;
}

/** Values stored as an array, or as its JSON text when the schema says string (Hotent stores attachments that way). */
export function readJsonArray<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

export function writeJsonArray<T>(items: T[], schemaType: unknown): T[] | string | undefined {
  if (items.length === 0) return undefined;
  return schemaType === 'string' ? JSON.stringify(items) : items;
}

const POPUP_REFERENCES = ['aria-controls', 'aria-activedescendant'] as const;

/**
 * Semi's closed pickers (Select, TimePicker) point aria-controls and aria-activedescendant at a popup that is
 * not rendered, invalid references for assistive technology. This keeps each reference only while its
 * target exists, re-checking whenever Semi changes the attributes and, while the popup is open or a reference
 * still has its target (the popup leaving after its closing animation), whenever nodes come or go in the
 * document: a removed popup's references go in the same task that removed it, before anything reads them.
 */
export function useValidPopupReferences(ref: RefObject<HTMLElement | null>, selector: string): void {
  useLayoutEffect(() => {
    const element = ref.current?.querySelector(selector);
    if (!element) return;
    const observer = new MutationObserver(() => sync());
    const sync = () => {
      observer.disconnect();
      let referencing = false;
      for (const name of POPUP_REFERENCES) {
        const target = element.getAttribute(name) ?? element.getAttribute(`data-fd-${name}`);
        if (!target) continue;
        element.setAttribute(`data-fd-${name}`, target);
        if (document.getElementById(target)) {
          element.setAttribute(name, target);
          referencing = true;
        } else element.removeAttribute(name);
      }
      observer.observe(element, { attributes: true, attributeFilter: [...POPUP_REFERENCES, 'aria-expanded'] });
      // Open, or closing: the popup and its options come and go without touching these attributes.
      if (element.getAttribute('aria-expanded') === 'true' || referencing) observer.observe(document.body, { childList: true, subtree: true });
    };
    sync();
    return () => observer.disconnect();
  });
}
