// Page-side helper of the browser benchmarks: the moment a frame has been painted.

/**
 * Runs `callback` in the first task after the frame being prepared (call it from a requestAnimationFrame
 * callback): a message posted there is delivered after the frame is rendered, so `performance.now()` in the
 * callback is when the frame was painted.
 */
export function afterThisFrame(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}
