export { contentHash, currentCommit, describeBuild, readBuildInfo, versionOf } from './build-info';
export {
  BUILD_INFO_FILE,
  VERSION_PATTERN,
  parseBuildInfo,
  versionedManifestUrl,
  versionInManifestUrl,
  type BuildInfo,
} from '../../src/config/build-info';
