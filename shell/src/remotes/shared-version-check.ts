/**
 * How the page's copy of @autoparts/shared and an area's declared range met. Kept free of the
 * federation runtime (the caller passes its `satisfy`) so the rule can be tested on its own.
 */
export interface SharedVersionMeeting {
  /** The shared package's entry point, e.g. `@autoparts/shared/router`. */
  pkg: string;
  /** The version the page already has in its share scope. */
  offered: string;
  /** The range the area (or the shell) was built to require. */
  needed: string;
  /** Who asked: a remote's federation name, or `shell`. */
  consumer: string;
  met: boolean;
}

export type Satisfies = (version: string, range: string) => boolean;

/**
 * Only shared's own entry points: for React and the other libraries the runtime's defaults stand
 * (a newer React in an area is a warning, not a reason to refuse the area).
 */
export function isSharedContract(pkg: string): boolean {
  return pkg === '@autoparts/shared' || pkg.startsWith('@autoparts/shared/');
}

export function meetVersions(
  satisfies: Satisfies,
  input: Omit<SharedVersionMeeting, 'met'>,
): SharedVersionMeeting {
  return { ...input, met: satisfies(input.offered, input.needed) };
}

export function describeMeeting({ pkg, offered, needed, consumer, met }: SharedVersionMeeting) {
  return `${pkg}: page ${offered}, ${consumer} needs ${needed} — ${met ? 'ok' : 'not satisfied'}`;
}

/** Thrown into the area's load, so its boundary can say why instead of only "not responding". */
export class SharedVersionMismatchError extends Error {
  override readonly name = 'SharedVersionMismatchError';
  readonly pkg: string;
  readonly offered: string;
  readonly needed: string;
  readonly consumer: string;

  constructor(meeting: SharedVersionMeeting, options?: { cause?: unknown }) {
    super(describeMeeting(meeting), options);
    this.pkg = meeting.pkg;
    this.offered = meeting.offered;
    this.needed = meeting.needed;
    this.consumer = meeting.consumer;
  }
}

export function isSharedVersionMismatch(error: unknown): error is SharedVersionMismatchError {
  return error instanceof SharedVersionMismatchError;
}
