// First, so the namespace's address is known before the dialog asks for its texts.
import '../i18n';
import { QuickView, type QuickViewProps } from '../components/quick-view/quick-view';

export type { QuickViewProps };

/** The shop's product quick view for other areas: `<QuickView product={p} onClose={...} />` or `slug`. */
export default QuickView;
