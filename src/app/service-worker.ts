/** seed 001 §4, §7: the service worker's file. */
export const SERVICE_WORKER_URL = '/region-sw-4.js';

type Container = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;

export type ServiceWorkerDeps = {
  /** `navigator.serviceWorker`, absent where the browser has none (or blocks it). */
  container: Container | undefined;
  reload: () => void;
  warn?: (message: string, error: unknown) => void;
};

/**
 * Registers the service worker (seed 001 §4 "Other"): a waiting update is told to activate, and
 * the page reloads once when the controller changes. The first install also takes control
 * (clients.claim); the page had no controller then and has nothing stale to drop, so it does not
 * reload.
 */
export async function registerServiceWorker(deps: ServiceWorkerDeps): Promise<ServiceWorkerRegistration | null> {
  const { container } = deps;
  if (!container) return null;
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    deps.reload();
  });
  try {
    const registration = await container.register(SERVICE_WORKER_URL);
    const activate = (worker: ServiceWorker | null) => worker?.postMessage({ type: 'SKIP_WAITING' });
    if (registration.waiting) activate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') activate(installing);
      });
    });
    return registration;
  } catch (error) {
    (deps.warn ?? console.warn)('Service worker registration failed', error);
    return null;
  }
}
