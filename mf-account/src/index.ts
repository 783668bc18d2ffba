// The async boundary: shared singletons are negotiated before any area code runs.
// The chunk's name keeps the App's modules out of a chunk shared with it (shared/mf/webpack-config.ts).
import(/* webpackChunkName: "standalone" */ './bootstrap');
