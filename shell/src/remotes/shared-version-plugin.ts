import {
  registerGlobalPlugins,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  describeMeeting,
  isSharedContract,
  meetVersions,
  SharedVersionMismatchError,
  type SharedVersionMeeting,
} from './shared-version-check';

/**
 * Checks every area's range for @autoparts/shared against the copy the page has, as each area
 * resolves it. Each remote resolves its shares in its own federation instance, which the shell's
 * plugins do not reach: the plugin is therefore also registered globally, so the instances the
 * remotes create later get it too. No React here (runtime plugins load before it).
 *
 * A mismatch is refused even when the runtime would only warn (an area built without
 * strictVersion): shared holds the stores, so an area on a second copy would split them, and one
 * run against a too-old copy is what this check exists to prevent.
 */
export default function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();

  function report(meeting: SharedVersionMeeting): void {
    const key = `${meeting.pkg}|${meeting.consumer}`;
    if (reported.has(key)) return;
    reported.add(key);
    const line = `[storefront] ${describeMeeting(meeting)}`;
    if (meeting.met) console.info(line);
    else console.error(line);
  }

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'autoparts-shared-version',
    resolveShare(args) {
      const { pkgName, version, shareInfo, resolver } = args;
      const needed = shareInfo?.shareConfig?.requiredVersion;
      if (!isSharedContract(pkgName) || typeof needed !== 'string' || !version) return args;
      const meeting = meetVersions(satisfy, {
        pkg: pkgName,
        offered: version,
        needed,
        consumer: shareInfo.from ?? 'an area',
      });
      return {
        ...args,
        resolver: () => {
          report(meeting);
          if (meeting.met) return resolver();
          // The runtime's own strictVersion error, kept as the cause for whoever debugs it.
          let cause: unknown;
          try {
            resolver();
          } catch (error) {
            cause = error;
          }
          throw new SharedVersionMismatchError(meeting, { cause });
        },
      };
    },
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
