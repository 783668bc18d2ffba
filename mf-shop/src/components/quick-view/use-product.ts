import { useCallback, useEffect, useState } from 'react';
import type { Product } from '@autoparts/shared';
import { getProductBySlug } from '../../api/product.api';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * The product of a slug; a product already at hand (a card's) is used as it is. An answer for a
 * slug the visitor has left is dropped.
 */
export function useProduct(
  slug: string | undefined,
  given?: Product,
): ProductState & { retry: () => void } {
  const [state, setState] = useState<ProductState>(
    given ? { status: 'ready', product: given } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (given) {
      setState({ status: 'ready', product: given });
      return;
    }
    if (!slug) {
      setState({ status: 'not-found' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    getProductBySlug(slug).then(
      (product) => {
        if (current) setState(product ? { status: 'ready', product } : { status: 'not-found' });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'error', message: String((error as Error)?.message ?? error) });
      },
    );
    return () => {
      current = false;
    };
  }, [slug, given, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
