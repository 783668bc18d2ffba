import { FederatedWidget } from '../../layout/federated/federated-widget';
import styles from './home-page.module.css';

export interface HomeBlocksProps {
  /** Which home page hosts the blocks: 'one' (vehicle finder hero) or 'two' (slideshow). */
  variant: 'one' | 'two';
}

/**
 * The shop's home blocks (product rows, categories, brands) under the hero. While they load a
 * box of their usual height holds their place so the footer does not jump; if the shop is
 * down the home page is the hero alone.
 */
export function HomeBlocksSlot({ variant }: HomeBlocksProps) {
  return (
    <FederatedWidget<HomeBlocksProps>
      id="shop/HomeBlocks"
      props={{ variant }}
      loading={<div className={styles.blocksLoading} aria-hidden="true" />}
    />
  );
}
