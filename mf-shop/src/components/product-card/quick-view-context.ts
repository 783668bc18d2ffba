import { createContext, useContext } from 'react';
import type { Product } from '@autoparts/shared';

export type OpenQuickView = (product: Product) => void;

/**
 * Opens the quick view of a product. The area provides it once around its routes, so every card
 * gets the button without each page passing a handler down; without a provider there is none.
 */
export const QuickViewContext = createContext<OpenQuickView | null>(null);

export function useQuickView(): OpenQuickView | null {
  return useContext(QuickViewContext);
}
