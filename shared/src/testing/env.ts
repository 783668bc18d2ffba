/**
 * Sets environment variables for each test of the file or describe block it is called in (a
 * value of undefined unsets it) and puts back what was there after each test, including what a
 * test changed itself.
 */
export function envForEachTest(values: Record<string, string | undefined>): void {
  const saved = new Map<string, string | undefined>();
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  beforeEach(() => {
    for (const [name, value] of Object.entries(values)) {
      saved.set(name, process.env[name]);
      set(name, value);
    }
  });
  afterEach(() => {
    for (const [name, value] of saved) set(name, value);
    saved.clear();
  });
}
