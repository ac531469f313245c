/**
 * Shown in a form when the server cannot be reached: no toast says so in that case (docs/product.md, "Errors and messages", demo
 * mode), and the person should not be left wondering why nothing happened.
 */
export const UNREACHABLE_MESSAGE =
  "We can't reach the server right now. Please try again in a moment.";
