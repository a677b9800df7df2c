// The staff area's service worker (served at /admin/sw.js, scope /admin/). It shows the alerts the job runner pushes
// and opens the lead when one is tapped. It caches nothing and handles no fetch: pages load as they always do.

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** The JSON of lib/staff-push-message.ts; a push without one still says something rather than nothing. */
function readMessage(data) {
  try {
    const message = data ? data.json() : null;
    if (message && typeof message.title === "string") return message;
  } catch {
    // not JSON: fall through
  }
  return { title: "New activity on a lead", body: "", url: "/admin/estimates?rep=me", tag: "staff" };
}

self.addEventListener("push", (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: "/admin/icon-192.png",
      badge: "/admin/icon-192.png",
      data: { url: message.url },
    }),
  );
});

/** Only addresses of this site's staff area are opened (the lead's page is already open: it comes to the front). */
function staffUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin && /^\/admin(\/|-|$)/.test(target.pathname)) return target.href;
  } catch {
    // not a URL
  }
  return new URL("/admin/estimates?rep=me", self.location.origin).href;
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = staffUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    })(),
  );
});
