// First, so the namespace's address is known before the dropdown asks for its texts.
import '../i18n';
import {
  SearchSuggestions,
  type SearchSuggestionsProps,
} from '../components/search-suggestions/search-suggestions';

export type { SearchSuggestionsProps };

/**
 * The header search's suggestions for the shell: `<SearchSuggestions query={text} onClose={...} />`
 * under the search box while the text is not blank.
 */
export default SearchSuggestions;
