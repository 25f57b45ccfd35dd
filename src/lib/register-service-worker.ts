/**
 * Registers the offline worker (src/service-worker/) once the page has loaded, so that neither
 * its download nor its precaching competes with the page's own first load. A browser without
 * service workers, or a failed registration, leaves the site as it is without one.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // updateViaCache: the browser asks the server for /sw.js itself on every check, never its cache.
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
