// Semi imports lottie-web, which draws on a canvas 2D context at import time; jsdom has none, so every
// canvas answers with an inert context whose methods do nothing.
if (typeof HTMLCanvasElement !== 'undefined') {
  const inertContext = new Proxy({}, { get: (_target, name) => (name === 'canvas' ? undefined : () => undefined), set: () => true });
  HTMLCanvasElement.prototype.getContext = (() => inertContext) as unknown as HTMLCanvasElement['getContext'];
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// The app loads most i18n namespaces on demand; component tests render without Suspense, so load them all first.
if (typeof window !== 'undefined') {
  const { loadAllNamespaces } = await import('../src/i18n');
  await loadAllNamespaces();
}
export {};
