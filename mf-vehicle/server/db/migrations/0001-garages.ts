/** The vehicle schema's first shape: the customers' garages (the catalogue stays in code). */
export const GARAGES_0001 = `
create table vehicle.garage_vehicles (
  id bigserial primary key,
  customer_id integer not null,
  vehicle_id integer not null,
  added_at timestamptz not null default now(),
  constraint garage_vehicles_once unique (customer_id, vehicle_id)
);
--> statement-breakpoint
create index garage_vehicles_order on vehicle.garage_vehicles (customer_id, id);
`;
