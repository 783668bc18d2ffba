/**
 * The last step of every app's `npm run build` (and so of its image): writes dist/build.json.
 *   tsx ../shared/mf/release/describe-build.ts [appDir]     (default: the current folder)
 */
import path from 'node:path';
import { describeBuild } from './build-info';

const info = describeBuild(path.resolve(process.argv[2] ?? '.'));
console.log(`${info.name} ${info.version} (commit ${info.commit ?? 'unknown'})`);
