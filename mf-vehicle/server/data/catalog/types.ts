/** One generation of a model: [model, first model year, last model year, engine options]. */
export type Generation = readonly [
  model: string,
  from: number,
  to: number,
  engines: readonly string[],
];

/** make -> its generations; a model sold in several generations has one row per generation. */
export type MakeCatalog = Readonly<Record<string, readonly Generation[]>>;
