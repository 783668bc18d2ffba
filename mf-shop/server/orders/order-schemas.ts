import type { NewOrder, OrderSort, TrackOrderRequest, Vehicle } from '@autoparts/shared';
import { isCountryCode } from '@autoparts/service-kit';
import {
  FIELD_MAX,
  MAX_LINE_QUANTITY,
  PAYMENT_METHODS,
  POSTCODE_PATTERN,
  isPhoneNumber,
} from '@autoparts/shared/rules';
import { z } from 'zod';
import { pageQuery, withoutEmptyParams } from '../catalog/list-query';
import { vehicles } from '../data/vehicles';
import { optionalPlainText, plainText } from '../handlers/schemas';

export const ORDER_SORTS = [
  'default',
  'number_asc',
  'number_desc',
] as const satisfies readonly OrderSort[];
export const ORDERS_PAGE_SIZE = 16;
export const MAX_QUANTITY = MAX_LINE_QUANTITY;
export const MAX_LINES = 100;
const MAX_OPTIONS = 20;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const email = z
  .string({ error: 'email must be text.' })
  .trim()
  .max(FIELD_MAX.email, `email is at most ${FIELD_MAX.email} characters.`)
  .pipe(z.email('Enter a valid email address.'));

// The address form's limits (shared rules), so what the form lets through the mock accepts.
const nameText = (name: string) => plainText(name, FIELD_MAX.name);
const optionalNameText = (name: string) => optionalPlainText(name, FIELD_MAX.name);

// Unknown fields (an address book `id`, `default`) are dropped: an order keeps its own copy.
const orderAddress = z.object(
  {
    firstName: nameText('firstName'),
    lastName: nameText('lastName'),
    company: optionalNameText('company'),
    country: z
      .string({ error: 'country must be text.' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'country is an ISO 3166-1 country code, e.g. US.'),
    address1: plainText('address1', FIELD_MAX.addressLine),
    address2: optionalPlainText('address2', FIELD_MAX.addressLine),
    city: nameText('city'),
    state: optionalNameText('state'),
    postcode: plainText('postcode', FIELD_MAX.postcode).pipe(
      z.string().regex(POSTCODE_PATTERN, 'postcode is letters and digits, e.g. 10001.'),
    ),
    email,
    phone: plainText('phone', FIELD_MAX.phone).refine(
      isPhoneNumber,
      'Enter a phone number of 7 to 15 digits.',
    ),
  },
  { error: 'Send the address as an object.' },
);

const selectedOption = z.object(
  { name: plainText('name', 100), value: plainText('value', 100) },
  { error: 'An option is { name, value }.' },
);

const knownVehicles = new Map(vehicles.map((known) => [known.id, known]));

/** A vehicle the shop's references name, with the fields they give it (nothing made up). */
const isKnownVehicle = (sent: Vehicle) => {
  const known = knownVehicles.get(sent.id);
  return (
    known !== undefined &&
    known.year === sent.year &&
    known.make === sent.make &&
    known.model === sent.model &&
    known.engine === sent.engine
  );
};

const vehicle = z
  .object(
    {
      id: wholeNumber('vehicle.id must be a vehicle id.', 1, Number.MAX_SAFE_INTEGER),
      year: wholeNumber('vehicle.year must be a year.', 1900, 2100),
      make: plainText('make', 100),
      model: plainText('model', 100),
      engine: plainText('engine', 100),
    },
    { error: 'vehicle is { id, year, make, model, engine } or null.' },
  )
  .refine(isKnownVehicle, 'vehicle is not one of the shop’s vehicles: choose it again.');

// A `price` sent by the browser is not part of the schema, so it is dropped: the shop prices lines.
const orderLine = z.object(
  {
    productId: wholeNumber('productId must be a product id.', 1, Number.MAX_SAFE_INTEGER),
    options: z
      .array(selectedOption, { error: 'options is a list of { name, value }.' })
      .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options.`)
      .default([]),
    quantity: wholeNumber(
      `quantity must be a whole number from 1 to ${MAX_QUANTITY}.`,
      1,
      MAX_QUANTITY,
    ),
    vehicle: vehicle.nullish().transform((v) => v ?? null),
  },
  { error: 'An item is { productId, options, quantity, vehicle? }.' },
);

export const newOrderBody = z.object(
  {
    items: z
      .array(orderLine, { error: 'items must be a list.' })
      .min(1, 'Add at least one item.')
      .max(MAX_LINES, `At most ${MAX_LINES} items.`),
    payment: z.enum(PAYMENT_METHODS, { error: `payment is one of ${PAYMENT_METHODS.join(', ')}.` }),
    billingAddress: orderAddress,
    shippingAddress: orderAddress.nullish().transform((a) => a ?? null),
    comment: optionalPlainText('comment', FIELD_MAX.orderNote),
  },
  { error: 'Send a JSON object.' },
) satisfies z.ZodType<NewOrder>;

export type NewOrderBody = z.infer<typeof newOrderBody>;
export type OrderAddressBody = NewOrderBody['billingAddress'];

/** An order number as people type it: `9478`, ` #9478 ` or the number 9478. */
const orderNumber = z
  .union([z.string(), z.number()], { error: 'number is the order number, e.g. 9478.' })
  .transform((value) => String(value).trim().replace(/^#/, ''))
  .pipe(z.string().min(1, 'number is required.').max(20, 'number is at most 20 characters.'));

export const trackOrderBody = z.object(
  { number: orderNumber, email },
  { error: 'Send a JSON object.' },
) satisfies z.ZodType<TrackOrderRequest>;

export const orderListQuery = withoutEmptyParams(
  pageQuery(ORDERS_PAGE_SIZE).extend({
    sort: z
      .enum(ORDER_SORTS, { error: `sort is one of ${ORDER_SORTS.join(', ')}.` })
      .default('default'),
  }),
);

/** The header a client sends so that a retried POST creates one order. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(1, 'Idempotency-Key is empty.')
  .max(255, 'Idempotency-Key is at most 255 characters.');
