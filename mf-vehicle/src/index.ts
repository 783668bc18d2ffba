// The async boundary: shared singletons are negotiated before any area code runs.
import('./bootstrap');
