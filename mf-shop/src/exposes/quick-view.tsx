// First, so the namespace's address is known before the dialog asks for its texts.
import '../i18n';
import type { FederatedWidgetModule } from '@autoparts/shared';
import { QuickView } from '../components/quick-view/quick-view';

/** The shop's product quick view for other areas: `<QuickView product={p} onClose={...} />` or `slug`. */
export default QuickView satisfies FederatedWidgetModule<'shop/QuickView'>['default'];
