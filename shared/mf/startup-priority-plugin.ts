import { runtime, type Compiler } from 'webpack';

const NAME = 'StartupPriorityPlugin';

/**
 * Appended to webpack's script loader (`__webpack_require__.l`): a chunk asked for while
 * index.html's preloader still covers the page (spec §4; `usePreloaderFadeOut` adds the class as
 * the first navigation ends) is one that first view waits for, so it is fetched at high priority.
 * Chrome gives scripts inserted by code a low one (the priority of a picture below the fold)
 * whatever they hold; the federation runtime already asks for remote entries at high priority,
 * and so now for the chunks behind them. After the first view (widgets on idle or in view, a
 * dialog's code, the next page) a chunk keeps the browser's default.
 */
export const STARTUP_PRIORITY =
  'if (!script.hasAttribute("fetchpriority") && document.querySelector("#preloader:not(.preloader--hidden)")) script.fetchPriority = "high";';

/** Adds {@link STARTUP_PRIORITY} to the script loader of every build (the shell and each area). */
export class StartupPriorityPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (code) => `${code}\n${STARTUP_PRIORITY}`,
      );
    });
  }
}
