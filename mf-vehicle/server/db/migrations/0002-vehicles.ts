/**
 * The reference vehicles move from code into the schema (the `vehicles` seed fills the table):
 * one row per model year, make, model and engine, under the id garages and the shop's fitment
 * name. The unique index on the lower-cased names is also the one the year -> make -> model ->
 * engine selects and the VIN lookup (year and make) read by, whatever a query's case.
 *
 * Garages get no foreign key to it: migrations run before the seed that fills the table, so an
 * existing garage would break it, and a garage already leaves out a vehicle the data set lost.
 * The VIN rules (the WMI table, see data/wmi.ts) stay code.
 */
export const VEHICLES_0002 = `
create table vehicle.vehicles (
  id integer primary key,
  year smallint not null,
  make text not null,
  model text not null,
  engine text not null
);
--> statement-breakpoint
create unique index vehicles_once on vehicle.vehicles (year, lower(make), lower(model), lower(engine));
`;
