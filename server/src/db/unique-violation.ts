/**
 * True when `error` is PostgreSQL's unique_violation (23505), optionally of one constraint. Drizzle
 * wraps driver errors (the `cause`); node-postgres and PGlite both carry `code` and `constraint`.
 * Callers check first and insert second, and this catches the race where two requests both passed
 * the check.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
