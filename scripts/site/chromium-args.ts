/**
 * Command-line switches for Debian's Chromium wherever the project drives it (the browser tests, Lighthouse,
 * the browser batch benchmark): no sandbox (CI runs as root), no GPU, and none of the background traffic
 * (component updates, sync, QUIC) that would reach for the network.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
