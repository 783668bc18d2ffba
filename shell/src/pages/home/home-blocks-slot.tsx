import { FederatedWidget, type HomeBlocksProps } from '@autoparts/shared';
import { loadFederated } from '../../remotes/federation';
import styles from './home-page.module.css';

/**
 * The shop's home blocks (product rows, categories, brands) under the hero. While they load a
 * box of their usual height holds their place so the footer does not jump; if the shop is
 * down the home page is the hero alone. They are below the fold: the shop's remote is downloaded
 * when the shopper scrolls towards them, not on the first paint.
 */
const HOME_BLOCKS = 'shop/HomeBlocks';

/**
 * For a visit that opens on a home page: the blocks are on its first screen on phones and
 * desktops alike, so their remote starts downloading with the shell. A failure is left to the
 * slot, which shows the hero alone.
 */
export function startHomeBlocks(): void {
  loadFederated(HOME_BLOCKS).catch(() => undefined);
}

export function HomeBlocksSlot({ variant }: HomeBlocksProps) {
  return (
    <FederatedWidget
      id={HOME_BLOCKS}
      props={{ variant }}
      defer="near-viewport"
      loading={<div className={styles.blocksLoading} aria-hidden="true" />}
    />
  );
}
