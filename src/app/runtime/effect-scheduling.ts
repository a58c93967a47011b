import { options } from 'preact';

/**
 * The page's components run on `preact/compat` (vite.config.ts, docs/decisions.md "Runtime: Preact
 * under the React API"). Preact runs effects after the next animation frame (a `requestAnimationFrame`
 * raced with a timer); React runs them in a task of their own right after the render. Effects here
 * start flows, hand them what the viewer typed and subscribe to actors, so they keep React's
 * timing: a message to a channel of our own, which runs as soon as the render's task is over, in a
 * background tab too, and is not held back by a paused test clock (only timers and frames are).
 */
export function scheduleEffectsAfterRender(): void {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => {
    for (const run of waiting.splice(0)) run();
  };
  options.requestAnimationFrame = (flush) => {
    if (waiting.push(flush) === 1) channel.port2.postMessage(null);
  };
}
