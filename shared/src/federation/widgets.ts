import type { ComponentType, ReactNode } from 'react';
import type { Product, Vehicle } from '../types';
import { loadFederatedModule } from './remote-loader';

/*
 * The widgets an area exposes for other areas, by federated id. Remotes are registered at runtime
 * from /config.json, so no build could fetch a remote's generated types: the contract lives here,
 * the exposing area implements these props and every host compiles against the same ones.
 */

/** vehicle/VehicleForm: year, make, model, engine and VIN. */
export interface VehicleFormProps {
  /** The chosen vehicle whenever it changes: the VIN's match, else the chosen engine, else null. */
  onChange?: (vehicle: Vehicle | null) => void;
  /** Lays the selects out in one row where there is room (a page), or stacks them (a panel). */
  layout?: 'stacked' | 'wide';
}

/** vehicle/VehiclePicker: the garage and the current vehicle. */
export interface VehiclePickerProps {
  /** 'dropdown': a panel under the search box; 'modal': a dialog with Cancel and Select. */
  variant?: 'dropdown' | 'modal';
  /** Escape, Cancel, Select, the close button or the backdrop: the host hides the picker. */
  onClose?: () => void;
  /**
   * Told when the visitor has settled on the current vehicle (null is "All vehicles"): the
   * modal's Select; in the dropdown a click on a radio, Enter or Space on it, or an added vehicle.
   */
  onSelect?: (vehicle: Vehicle | null) => void;
}

/** shop/HomeBlocks: product rows, categories and brands for the shell's home pages. */
export interface HomeBlocksProps {
  /**
   * The home page hosting the blocks. Home one opens with the host's own vehicle finder hero, so
   * only home two gets the finder block.
   */
  variant: 'one' | 'two';
}

/** shop/QuickView: a product's dialog, from the product itself or its slug. */
export type QuickViewProps = {
  onClose: () => void;
} & ({ product: Product; slug?: undefined } | { slug: string; product?: undefined });

/** shop/SearchSuggestions: products and categories under the header's search box. */
export interface SearchSuggestionsProps {
  /** The text in the host's search box; the host renders the widget while it is not blank. */
  query: string;
  /** Closes the dropdown: Escape, or a suggestion was followed. */
  onClose: () => void;
}

/**
 * shop/MiniCart: the cart's lines (image, name, options, quantity x price, remove, fitment
 * warning), its totals, View Cart and Checkout, in the header's cart dropdown. The host keeps the
 * indicator (count and subtotal) and closes the dropdown itself on Escape and an outside click.
 */
export interface MiniCartProps {
  /** Closes the dropdown: a product, View Cart or Checkout was followed. */
  onClose: () => void;
}

/**
 * shop/OrderHistory: the signed-in customer's orders (number, date, status, items, total in the
 * chosen currency). The host owns the addresses: where an order and a page of the list live.
 */
export interface OrderHistoryProps {
  /** The last `limit` orders without a pager (the dashboard); absent: the paged list. */
  limit?: number;
  /** The page of the paged list (1-based; the host reads it from its URL). */
  page?: number;
  /** The host's address of page `page` of the list (pager links). */
  pageHref?: (page: number) => string;
  /** The host's address of one order's details. */
  orderHref: (orderId: number) => string;
}

/** shop/OrderDetails: one of the signed-in customer's orders, by id. */
export interface OrderDetailsProps {
  orderId: number;
  /** Shown when the order does not exist or is another customer's (the host's 404). */
  notFound: ReactNode;
}

/**
 * account/SignInForm: the header's sign-in form (account and password, forgot password, create an
 * account). It signs in through the shared auth store; the visitor stays on the page.
 */
export interface SignInFormProps {
  /** The session has started: the host closes its dropdown (it then shows the account menu). */
  onSignedIn?: () => void;
  /** The visitor followed one of the form's links (forgot password, create an account). */
  onNavigate?: () => void;
}

export interface FederatedWidgets {
  'vehicle/VehicleForm': VehicleFormProps;
  'vehicle/VehiclePicker': VehiclePickerProps;
  'shop/HomeBlocks': HomeBlocksProps;
  'shop/QuickView': QuickViewProps;
  'shop/SearchSuggestions': SearchSuggestionsProps;
  'shop/MiniCart': MiniCartProps;
  'shop/OrderHistory': OrderHistoryProps;
  'shop/OrderDetails': OrderDetailsProps;
  'account/SignInForm': SignInFormProps;
}

export type FederatedWidgetId = keyof FederatedWidgets;

export interface FederatedWidgetModule<Id extends FederatedWidgetId> {
  default: ComponentType<FederatedWidgets[Id]>;
}

/** Loads another area's widget with the props its contract above gives it. */
export function loadFederatedWidget<Id extends FederatedWidgetId>(
  id: Id,
): Promise<FederatedWidgetModule<Id>> {
  return loadFederatedModule<FederatedWidgetModule<Id>>(id);
}
