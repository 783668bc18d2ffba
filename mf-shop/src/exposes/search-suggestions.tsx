// First, so the namespace's address is known before the dropdown asks for its texts.
import '../i18n';
import type { FederatedWidgetModule } from '@autoparts/shared';
import { SearchSuggestions } from '../components/search-suggestions/search-suggestions';

/**
 * The header search's suggestions for the shell: `<SearchSuggestions query={text} onClose={...} />`
 * under the search box while the text is not blank.
 */
export default SearchSuggestions satisfies FederatedWidgetModule<'shop/SearchSuggestions'>['default'];
