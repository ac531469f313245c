// Imported first by prerender.tsx: Node has no localStorage, and redux-persist says so once when it
// loads. The prerender stores nothing, so that one message is dropped; every other error shows.
const logError = console.error;
console.error = (...args: unknown[]) => {
  if (!String(args[0]).includes('redux-persist failed to create sync storage')) logError(...args);
};
