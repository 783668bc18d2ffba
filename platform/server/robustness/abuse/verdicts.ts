import type { Answer } from './storefront';

// What counts as getting through, kept apart from the attacks so each rule is tested on its own
// (platform/server/__tests__/abuse.test.ts feeds them answers of a storefront that leaks).

export const isRefusal = (answer: Answer) => answer.status === 429;
export const isAccepted = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** Answers a limit let through (anything but its 429) beyond the `budget` a client is allowed. */
export function pastBudget(answers: readonly Answer[], budget: number): number {
  return Math.max(0, answers.filter((answer) => !isRefusal(answer)).length - budget);
}

/**
 * Wrong secrets that got somewhere: each one accepted, plus those checked (answered, not
 * refused) beyond the `budget` of guesses.
 */
export function guessesThrough(answers: readonly Answer[], budget: number): number {
  const refusedOrChecked = answers.filter((answer) => !isAccepted(answer));
  return answers.length - refusedOrChecked.length + pastBudget(refusedOrChecked, budget);
}

/** What got through, and how the first one was answered (so a report shows why). */
export function through(answers: readonly Answer[]): { gotThrough: number; evidence?: string } {
  const [first] = answers;
  return { gotThrough: answers.length, ...(first && { evidence: whatItTells(first) }) };
}

/** The rightful owner's answers that turned them away (anything but a 2xx). */
export const ownerRefusals = (...answers: Answer[]) =>
  through(answers.filter((a) => !isAccepted(a)));

/**
 * What an answer tells a prober: its status, title and detail. Numbers are masked: a 429's
 * "Try again in 29 seconds" depends on when it was asked, not on whom it was about.
 */
export function whatItTells(answer: Answer): string {
  const mask = (text = '') => text.replace(/\d+/g, '#');
  return `${answer.status} ${mask(answer.title)} | ${mask(answer.detail)}`;
}

/** Pairs of answers (about an account that exists, and one that does not) that read differently. */
export function tellingPairs(pairs: readonly (readonly [Answer, Answer])[]) {
  const telling = pairs.filter(([known, unknown]) => whatItTells(known) !== whatItTells(unknown));
  const [first] = telling;
  return {
    gotThrough: telling.length,
    ...(first && { evidence: `${whatItTells(first[0])} vs ${whatItTells(first[1])}` }),
  };
}
