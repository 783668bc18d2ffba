// First, so the namespace's address is known before the blocks ask for their texts.
import '../i18n';
import type { FederatedWidgetModule } from '@autoparts/shared';
import { HomeBlocks } from '../components/home-blocks/home-blocks';
import { startProductListEarly } from '../components/home-blocks/product-list-carousel';

// Both home pages open with the featured carousel, on the first screen: its products are asked
// for while this module is evaluated, not after the blocks' first render.
startProductListEarly('featured');

/** The shop's blocks for the shell's home pages: `<HomeBlocks variant="one" />` or "two". */
export default HomeBlocks satisfies FederatedWidgetModule<'shop/HomeBlocks'>['default'];
