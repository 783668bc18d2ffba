/**
 * The names of signed-up customers, for slices that show who did something (a review's author)
 * without importing the account slice: the account slice, which keeps the users, provides the
 * lookup; in a slice's own tests the test provides one.
 */
type NameLookup = (userId: number) => string | undefined;

let lookup: NameLookup = () => undefined;

export function provideCustomerNames(next: NameLookup): void {
  lookup = next;
}

/** The customer's display name ("First Last"), or undefined when no slice knows the user. */
export function customerName(userId: number): string | undefined {
  return lookup(userId);
}
