interface PostgresError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error under Drizzle's wrapper (both drivers report `code` and `constraint`). */
function postgresError(error: unknown): PostgresError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PostgresError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return null;
}

/** The constraint a write broke when it is a unique violation (two requests racing), else null. */
export function uniqueViolation(error: unknown): string | null {
  const found = postgresError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : null;
}
