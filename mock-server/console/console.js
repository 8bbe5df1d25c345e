/* global document, localStorage */
// The shop's header also trusts a stored login marker (src/shop/context/loginMarker.ts). After a logout
// here the auth cookie is gone, so the marker must go too, or the header still shows logged in.
// Loaded without defer, in the head: the marker is gone before the page's notice shows, so a shop
// page opened right after it (a developer, a test) never finds it.
if (!document.cookie.split('; ').some((c) => c.startsWith('shop_auth='))) {
  try {
    localStorage.removeItem('shop_logged_in');
  } catch {
    // Storage may be unavailable; the login-status query still decides.
  }
}
