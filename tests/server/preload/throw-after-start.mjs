// Loaded before server/node.ts (node --import): an exception no handler catches, once the server is up.
setTimeout(() => {
  throw new Error("boom: an exception that escaped every handler");
}, 1500);
