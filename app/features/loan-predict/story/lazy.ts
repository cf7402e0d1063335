// The story blocks' chunk boundary, and the only one: the headline stats, with the API's live status and the last
// answer's time, are an island of the page (app/islands.ts), loaded as they come near the viewport. The other
// blocks are prerendered and run no script.
export const loadDemoStats = () => import("./demo-stats").then((m) => m.PageDemoStats);
