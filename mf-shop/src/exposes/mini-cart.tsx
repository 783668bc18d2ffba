// First, so the namespace's address is known before the dropdown asks for its texts: the widget
// renders in the shell's header, on pages of every area.
import '../i18n';
import type { FederatedWidgetModule } from '@autoparts/shared';
import { MiniCart } from '../components/mini-cart/mini-cart';

/** The header's cart dropdown for the shell: `<MiniCart onClose={...} />`. */
export default MiniCart satisfies FederatedWidgetModule<'shop/MiniCart'>['default'];
