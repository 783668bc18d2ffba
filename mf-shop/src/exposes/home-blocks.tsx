// First, so the namespace's address is known before the blocks ask for their texts.
import '../i18n';
import { HomeBlocks, type HomeBlocksProps } from '../components/home-blocks/home-blocks';

export type { HomeBlocksProps };

/** The shop's blocks for the shell's home pages: `<HomeBlocks variant="one" />` or "two". */
export default HomeBlocks;
