import type { LoadableScript, TrackingEvent } from '@/domain/tracking.types';
import { createTrackingClient, type TrackingClient } from './tracking';

/**
 * What runs only after cookie consent (seed 001 §4, seed 002 §7), loaded when first needed: the
 * consented scripts and the collector client.
 */

/** Loads a consented third-party script once per page: `<script data-consent-script>`. */
export function appendScript(doc: Document, script: LoadableScript): Promise<void> {
  if (doc.querySelector(`script[data-consent-script="${script.kind}"]`)) return Promise.resolve();
  const src = `${script.src}${script.src.includes('?') ? '&' : '?'}id=${encodeURIComponent(script.id)}`;
  return new Promise((resolve, reject) => {
    const element = doc.createElement('script');
    element.async = true;
    element.src = src;
    element.dataset.consentScript = script.kind;
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => reject(new Error(`The ${script.kind} script did not load`)));
    doc.head.append(element);
  });
}

let client: TrackingClient | null = null;

/** Sends one event to the collector with the page's fetch. */
export function sendTrackingEvent(event: TrackingEvent, visitorId: string | null): Promise<boolean> {
  client ??= createTrackingClient({ fetch: (...args) => window.fetch(...args), now: () => Date.now() });
  return client.send(event, visitorId);
}
