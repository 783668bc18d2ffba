import { Compilation, sources, type Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136 and later): in a script that opens with this comment,
 * every function is compiled eagerly, on the thread that parses the script while it downloads,
 * instead of on the main thread at its first call. Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';

/**
 * Opens each script of the build with {@link COMPILE_HINT}. Every script here is asked for when
 * the page is about to run it (the start-up chunks, an area's entry, the chunk of the page opened),
 * so most of its functions are called at once: left lazy, the first render of home compiled them
 * on the main thread inside its longest tasks. Added after minification (which drops comments) and
 * before the source maps, the compressed copies and the content hashes are made, so all three
 * describe the file as served.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
