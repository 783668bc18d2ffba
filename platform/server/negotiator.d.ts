// negotiator 1.x (the negotiation `compression` and `accepts` use) ships no types, and
// @types/negotiator 0.6 lacks the server's order of preference for equal client weights.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The available encodings the request accepts, best first; `preferred` breaks ties. */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
