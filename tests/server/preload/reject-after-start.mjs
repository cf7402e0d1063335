// Loaded before server/node.ts (node --import): a rejected promise nobody handles, once the server is up.
setTimeout(() => {
  void Promise.reject(new Error("boom: a rejection nobody handled"));
}, 1500);
