/*
 * The service worker of the pickup driver's page (/manager/order-pickup), registered with that
 * page as its scope. It keeps the page's shell so that a reload without a connection still
 * opens it: the page itself (network first, the last copy when offline) and the build's static
 * files (their names carry a hash, so a cached copy is never stale). The pickups themselves and
 * the queued actions live in the page's IndexedDB, not here.
 */
const CACHE = 'acf-pickup-shell-v1';
const PAGE = '/manager/order-pickup';
const STATIC = /\/_next\/static\/[^"'\s)\\]+/g;

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const res = await fetch(PAGE, { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) return;
  const html = await res.clone().text();
  await cache.put(PAGE, res);
  const assets = [...new Set(html.match(STATIC) ?? [])];
  await Promise.all(assets.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('acf-pickup-shell-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function staticFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) {
    const copy = res.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return res;
}

async function pageNetworkFirst(request) {
  try {
    const res = await fetch(request);
    if (res.ok) {
      const copy = res.clone();
      caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
    }
    return res;
  } catch {
    return (await caches.match(PAGE)) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/')) event.respondWith(staticFirst(request));
  else if (request.mode === 'navigate' && url.pathname === PAGE) event.respondWith(pageNetworkFirst(request));
});
