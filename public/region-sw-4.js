/* Statecast service worker (seed 001 §4, §7: registered from /region-sw-4.js).
   It caches nothing and answers no request: it exists so that a new version takes over at once
   (skipWaiting + clients.claim); the page reloads when its controller changes. */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
