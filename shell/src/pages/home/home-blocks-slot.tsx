import { FederatedWidget, type HomeBlocksProps } from '@autoparts/shared';
import styles from './home-page.module.css';

const HOME_BLOCKS = 'shop/HomeBlocks';

/**
 * The shop's home blocks (product rows, categories, brands) under the hero. While they load a
 * box of their usual height holds their place so the footer does not jump; if the shop is
 * down the home page is the hero alone. Their first row shares the first screen with the hero,
 * yet the shop's remote is asked for only once the shell has painted (the slot is near the
 * viewport then): started with the shell, its download and start-up ran between the slices of
 * the shell's first render and put the hero's paint after them.
 */
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
