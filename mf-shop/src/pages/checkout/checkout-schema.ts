import { z } from 'zod/mini';
import {
  addressSchema,
  mustBeChecked,
  optionalText,
  FIELD_MAX,
  type AddressFormValues,
  type FormOutput,
} from '@autoparts/shared/forms';
import type { CartItem, NewOrder, Vehicle } from '@autoparts/shared';
import { PAYMENT_METHODS } from '@autoparts/shared/rules';

const common = {
  billingAddress: addressSchema(),
  comment: optionalText(FIELD_MAX.orderNote),
  payment: z.enum(PAYMENT_METHODS),
  terms: mustBeChecked('checkout.termsRequired'),
};

/**
 * The checkout's values. The shipping address is checked only while "Ship to a different
 * address?" is ticked: unticked, whatever its hidden fields hold is neither validated nor sent.
 */
export const checkoutSchema = z.discriminatedUnion('shipToDifferentAddress', [
  z.object({ ...common, shipToDifferentAddress: z.literal(false), shippingAddress: z.unknown() }),
  z.object({
    ...common,
    shipToDifferentAddress: z.literal(true),
    shippingAddress: addressSchema(),
  }),
]);

export type CheckoutValues = FormOutput<typeof checkoutSchema>;

/** The form's first values: both addresses start from the same one (a saved default or blank). */
export function checkoutDefaults(address: AddressFormValues) {
  return {
    billingAddress: address,
    shipToDifferentAddress: false as const,
    shippingAddress: address,
    comment: '',
    // The first method, as the checkout lists them.
    payment: PAYMENT_METHODS[0],
    terms: false,
  };
}

/**
 * The order as the shop takes it: products, options and quantities but no prices (the shop
 * prices every line from its catalog), each line tagged with the vehicle it is bought for.
 */
export function toNewOrder(
  values: CheckoutValues,
  items: readonly CartItem[],
  vehicle: Vehicle | null,
): NewOrder {
  const forVehicle = vehicle && {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    engine: vehicle.engine,
  };
  return {
    items: items.map(({ product, options, quantity }) => ({
      productId: product.id,
      options: options.map(({ name, value }) => ({ name, value })),
      quantity,
      ...(forVehicle ? { vehicle: forVehicle } : {}),
    })),
    payment: values.payment,
    billingAddress: values.billingAddress,
    ...(values.shipToDifferentAddress ? { shippingAddress: values.shippingAddress } : {}),
    ...(values.comment ? { comment: values.comment } : {}),
  };
}
