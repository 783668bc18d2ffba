import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import {
  LoadState,
  StatusPill,
  useLoader,
  usePageMeta,
  versionInManifestUrl,
  type BuildInfo,
} from '@autoparts/shared';
import { remoteLoads } from '../../remotes/remote-loads';
import { loadReleaseStatus, type AreaRelease, type BuildOutcome } from './release-status';
import styles from './status-page.module.css';

function BuildCells({ outcome }: { outcome: BuildOutcome | null }) {
  const { t, i18n } = useTranslation();
  if (!outcome) {
    return <td colSpan={3}>{t('status.noAddress')}</td>;
  }
  if ('problem' in outcome) {
    return (
      <td colSpan={3}>
        <StatusPill tone="failure">{t('status.notAnswering')}</StatusPill>{' '}
        <span className={styles.detail}>{outcome.problem}</span>
      </td>
    );
  }
  const { version, builtAt, commit }: BuildInfo = outcome.build;
  return (
    <>
      <td>
        <code>{version}</code>
      </td>
      <td>
        <time dateTime={builtAt}>{new Date(builtAt).toLocaleString(i18n.language)}</time>
      </td>
      <td>{commit ? <code>{commit}</code> : t('status.unknownCommit')}</td>
    </>
  );
}

/** Whether this page has loaded the area, and which version: an open page keeps what it loaded. */
const OnThisPage = observer(function OnThisPage({ area }: { area: AreaRelease }) {
  const { t } = useTranslation();
  const load = remoteLoads.of(area.name);
  if (!load) return <StatusPill tone="neutral">{t('status.notLoaded')}</StatusPill>;
  if (load.state === 'loading') return <StatusPill tone="info">{t('status.loading')}</StatusPill>;
  if (load.state === 'failed') return <StatusPill tone="failure">{t('status.failed')}</StatusPill>;
  const version = versionInManifestUrl(load.entry) ?? t('status.latestBuild');
  if (area.entry !== null && load.entry !== area.entry) {
    return (
      <>
        <StatusPill tone="warning">{t('status.loadedOther', { version })}</StatusPill>{' '}
        <span className={styles.detail}>{t('status.reloadForLive')}</span>
      </>
    );
  }
  return <StatusPill tone="success">{t('status.loaded', { version })}</StatusPill>;
});

/**
 * /status: which version of each area is live (what /config.json points at), when and from what
 * commit it was built, and whether this page has loaded it. Owned by the shell so that it still
 * answers when an area does not.
 */
export function StatusPage() {
  const { t } = useTranslation();
  const loaded = useLoader('release-status', loadReleaseStatus);
  usePageMeta({ title: t('status.title'), description: t('status.description'), noindex: true });
  return (
    <div className={`ap-container ${styles.page}`}>
      <h1>{t('status.title')}</h1>
      <p className={styles.intro}>{t('status.intro')}</p>
      <LoadState loaded={loaded} what={t('status.what')}>
        {(status) => (
          <>
            {/* Scrolled sideways on a phone: focusable, so a keyboard can scroll it too. */}
            <div
              className={`ap-scroll-x ${styles.tableScroll}`}
              role="region"
              aria-label={t('status.caption')}
              tabIndex={0}
            >
              <table className={styles.table}>
                <caption className="ap-visually-hidden">{t('status.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('status.area')}</th>
                    <th scope="col">{t('status.liveVersion')}</th>
                    <th scope="col">{t('status.builtAt')}</th>
                    <th scope="col">{t('status.commit')}</th>
                    <th scope="col">{t('status.onThisPage')}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{t('status.shell')}</th>
                    <BuildCells outcome={status.shell} />
                    <td>
                      <StatusPill tone="success">{t('status.running')}</StatusPill>
                    </td>
                  </tr>
                  {status.areas.map((area) => (
                    <tr key={area.name} data-area={area.name}>
                      <th scope="row">{t(`area.names.${area.name}`)}</th>
                      <BuildCells outcome={area.live} />
                      <td>
                        <OnThisPage area={area} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <button type="button" className="ap-button" onClick={loaded.retry}>
              {t('status.checkAgain')}
            </button>
          </>
        )}
      </LoadState>
    </div>
  );
}
