import { FederatedWidget, type HomeBlocksProps } from '@autoparts/shared';
import styles from './home-page.module.css';

/**
 * The shop's home blocks (product rows, categories, brands) under the hero. While they load a
 * box of their usual height holds their place so the footer does not jump; if the shop is
 * down the home page is the hero alone. They are below the fold: the shop's remote is downloaded
 * when the shopper scrolls towards them, not on the first paint.
 */
export function HomeBlocksSlot({ variant }: HomeBlocksProps) {
  return (
    <FederatedWidget
      id="shop/HomeBlocks"
      props={{ variant }}
      defer="near-viewport"
      loading={<div className={styles.blocksLoading} aria-hidden="true" />}
    />
  );
}
