// Secrets mailed in a link (a guest's ticket pass, a booking's confirmation token) arrive in the address's fragment,
// which browsers never send to a server or a referrer, and are kept for this tab only.

/**
 * The secret `name` of the link that opened this page: taken from its fragment once (and wiped from the address bar,
 * so it is not left in the history or a shared screenshot), then from this tab's storage under `storageKey` (a reload).
 */
export const takeLinkSecret = (name: string, storageKey: string): string | null => {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get(name);
  if (fromLink) {
    sessionStorage.setItem(storageKey, fromLink);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return fromLink;
  }
  return sessionStorage.getItem(storageKey);
};
