/**
 * The kill switch (docs/staff.md, "Turning the offline worker off"): deployed at /sw.js in place
 * of the service worker, it takes over from it at once, deletes every cache the site made and
 * unregisters itself, so the next load of any page goes to the network as if there had never
 * been a worker. Pages keep registering /sw.js, so each visit installs and removes it again until
 * a normal build is deployed; it is a few hundred bytes.
 */
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Everything cached at this origin is the site's: Workbox's bookkeeping and older names too.
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
