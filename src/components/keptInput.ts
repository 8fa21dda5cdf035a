// What a page has typed and not saved survives the reload of a language switch (01-foundation §2, issue 25).
// Forms and dialogs register their unsaved state here (useKeptInput); before reloading, LanguageSwitch stores
// every registered part's snapshot and the scroll position in sessionStorage under the route; after the
// reload each part gets its value back as it registers again. A part holding what cannot be stored (a chosen
// file) says so, and the switch asks before reloading. A page's dialog keeps whether it is open, for what, and
// its typed values (useKeptDialog + Dialog's `kept`). Tiny and without Semi: the switch is on /login too.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { KEPT_INPUT_PREFIX } from './keptInputKey';

export interface KeptPart {
  /** The unsaved state as JSON-able data; undefined when there is nothing unsaved. */
  snapshot(): unknown;
  /** Puts a stored snapshot back. */
  restore(value: unknown): void;
  /** True while the part holds something a snapshot cannot carry (a chosen file). */
  unkeepable?(): boolean;
}

/** A scrolled area inside the page's <main>, found again by its classes and its place among their matches. */
interface ScrolledArea {
  selector: string;
  index: number;
  top: number;
}

interface Stored {
  parts: Record<string, unknown>;
  scrollY: number;
  /** the layout's main area scrolls on most pages, not the document */
  areas?: ScrolledArea[];
}

const PLAIN_CLASS = /^[\w-]+$/;

/** The scrolled areas inside <main> (itself included), each named by a selector that finds it again. */
function scrolledAreas(): ScrolledArea[] {
  const main = document.querySelector('main');
  if (!main) return [];
  const areas: ScrolledArea[] = [];
  for (const element of [main, ...main.querySelectorAll('[class]')]) {
    if (!(element.scrollTop > 0)) continue;
    const classes = [...element.classList].filter((name) => PLAIN_CLASS.test(name));
    const selector = element === main ? 'main' : classes.length > 0 ? `main .${classes.join('.')}` : '';
    if (selector) areas.push({ selector, index: [...document.querySelectorAll(selector)].indexOf(element), top: element.scrollTop });
  }
  return areas;
}

const parts = new Map<string, KeptPart>();
let pending: { route: string; stored: Stored } | undefined;
let onRestored: (() => void) | undefined;

export const keptInputKey = (route: string) => `${KEPT_INPUT_PREFIX}${route}`;

/** Every registered part with unsaved input, and its snapshot. */
function snapshots(): Record<string, unknown> {
  const taken: Record<string, unknown> = {};
  for (const [id, part] of parts) {
    const value = part.snapshot();
    if (value !== undefined) taken[id] = value;
  }
  return taken;
}

/** Some part holds input a reload would lose even with the snapshots. */
export function hasUnkeepableInput(): boolean {
  return [...parts.values()].some((part) => part.unkeepable?.() === true);
}

/** Stores the unsaved input of `route` for the coming reload; false when there was none. */
export function keepInputForReload(route: string): boolean {
  const taken = snapshots();
  if (Object.keys(taken).length === 0) return false;
  try {
    sessionStorage.setItem(keptInputKey(route), JSON.stringify({ parts: taken, scrollY: window.scrollY, areas: scrolledAreas() } satisfies Stored));
    return true;
  } catch {
    // Storage full or refused: the switch still happens, as before.
    return false;
  }
}

/** After the reload: takes what was kept for `route` (once), for the parts to claim as they register. */
export function loadKeptInput(route: string, restored?: () => void): void {
  const key = keptInputKey(route);
  const text = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  if (!text) return;
  try {
    const stored = JSON.parse(text) as Stored;
    if (stored && typeof stored.parts === 'object' && stored.parts) {
      pending = { route, stored };
      onRestored = restored;
    }
  } catch {
    // A damaged entry restores nothing.
  }
}

/** Registers a part; a value kept for it before the reload is given back at once. Returns the unregistration. */
export function registerKeptPart(id: string, part: KeptPart): () => void {
  parts.set(id, part);
  if (pending && id in pending.stored.parts) {
    const { stored } = pending;
    part.restore(stored.parts[id]);
    delete stored.parts[id];
    const notify = onRestored;
    onRestored = undefined;
    if (notify) {
      // The scroll position once the restored content has been laid out.
      requestAnimationFrame(() => {
        window.scrollTo(0, stored.scrollY);
        for (const area of stored.areas ?? []) {
          const element = document.querySelectorAll(area.selector)[area.index];
          if (element) element.scrollTop = area.top;
        }
      });
      notify();
    }
    if (Object.keys(stored.parts).length === 0) pending = undefined;
  }
  return () => {
    if (parts.get(id) === part) parts.delete(id);
  };
}

/** A form's or dialog's unsaved state, kept across the language switch's reload. `id`: unique on the page. */
export function useKeptInput(id: string, part: KeptPart): void {
  const latest = useRef(part);
  latest.current = part;
  useEffect(
    () =>
      registerKeptPart(id, {
        snapshot: () => latest.current.snapshot(),
        restore: (value) => latest.current.restore(value),
        unkeepable: () => latest.current.unkeepable?.() === true,
      }),
    [id],
  );
}

/** Where a dialog's body tells what is typed in it now (Dialog's `kept` prop carries it). */
export interface DialogKeeper {
  /** `values`: JSON-able, undefined when nothing may be stored (passwords); `unkeepable`: a chosen file */
  report(values: unknown, unkeepable: boolean): void;
}

/** A page's dialog that comes back open, with what was typed in it, after the language switch's reload. */
export interface KeptDialog<Subject> {
  /** what the dialog is open for (a room, a menu entry…); undefined while it is closed */
  subject: Subject | undefined;
  open(subject: Subject): void;
  close(): void;
  /** the values typed before the reload, for the body's initial state; undefined when opened afresh */
  restored: unknown;
  /** for Dialog's `kept` prop */
  keeper: DialogKeeper;
}

/**
 * The open/closed state of a page's dialog (instead of useState), kept across the language switch's reload: which
 * dialog is open and for what (`subject`, JSON-able), and the values its body reports through Dialog's `kept`.
 */
export function useKeptDialog<Subject>(id: string): KeptDialog<Subject> {
  const [opened, setOpened] = useState<{ subject: Subject; restored?: unknown }>();
  const typed = useRef<{ values: unknown; unkeepable: boolean } | undefined>(undefined);
  useKeptInput(`dialog:${id}`, {
    snapshot: () => (opened ? { subject: opened.subject, values: typed.current?.values } : undefined),
    restore: (value) => {
      const { subject, values } = value as { subject: Subject; values?: unknown };
      if (subject !== undefined) setOpened({ subject, restored: values });
    },
    unkeepable: () => opened !== undefined && typed.current?.unkeepable === true,
  });
  const keeper = useMemo<DialogKeeper>(() => ({ report: (values, unkeepable) => (typed.current = { values, unkeepable }) }), []);
  const open = useCallback((subject: Subject) => {
    typed.current = undefined;
    setOpened({ subject });
  }, []);
  const close = useCallback(() => {
    typed.current = undefined;
    setOpened(undefined);
  }, []);
  return { subject: opened?.subject, open, close, restored: opened?.restored, keeper };
}

/** What useKeptFormData hands the host of an engine form. */
export interface KeptFormData<Data> {
  /** the form's data: the kept one after a reload, else the host's */
  data: Data | undefined;
  /** the form's change listener (FormRenderer's onChange) */
  onChange: (data: Data) => void;
  /** changes when kept data came back: the host's key for the form, which reads its data when it mounts */
  generation: number;
}

/** An engine form's unsaved data (the form's onChange seam), kept across the language switch's reload. */
export function useKeptFormData<Data>(id: string, initial: Data | undefined): KeptFormData<Data> {
  const edited = useRef<Data | undefined>(undefined);
  const [restored, setRestored] = useState<{ data: Data; generation: number }>();
  useKeptInput(id, {
    snapshot: () => edited.current,
    restore: (value) => {
      edited.current = value as Data;
      setRestored((last) => ({ data: value as Data, generation: (last?.generation ?? 0) + 1 }));
    },
  });
  const onChange = useCallback((data: Data) => {
    edited.current = data;
  }, []);
  return { data: restored ? restored.data : initial, onChange, generation: restored?.generation ?? 0 };
}
