import { useState } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { accountLinks, LoadState, useLoader, usePageMeta, type Address } from '@autoparts/shared';
import { deleteAddress, listAddresses } from '../../api/addresses.api';
import { AddressDetails } from '../../components/address-card/address-card';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from './addresses-page.module.css';

/**
 * /account/addresses: the address book as cards, the default one marked, each with edit and a
 * confirmed delete. After a delete the list is asked again: the server may have moved the default.
 */
export function AddressesPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('addresses.title'), description: t('seo.addresses'), noindex: true });
  const loaded = useLoader('account/addresses', (signal) => listAddresses(signal));
  return (
    <section className="ap-card" aria-labelledby="account-addresses-title">
      <div className={styles.heading}>
        <h2 id="account-addresses-title" className={styles.title}>
          {t('addresses.title')}
        </h2>
        <Link to={accountLinks.newAddress.getHref()} className="ap-button">
          {t('addresses.add')}
        </Link>
      </div>
      <LoadState loaded={loaded} what={t('addresses.what')}>
        {(addresses) =>
          addresses.length === 0 ? (
            <p className={styles.empty}>{t('addresses.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {addresses.map((address) => (
                <AddressCard key={address.id} address={address} onDeleted={loaded.retry} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

function AddressCard({ address, onDeleted }: { address: Address; onDeleted: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = `${address.firstName} ${address.lastName}`;
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteAddress(address.id);
      onDeleted();
    } catch {
      // The client has shown the failure as a toast; the card stays as it was.
      setDeleting(false);
      setConfirming(false);
    }
  };
  return (
    <li className={styles.card}>
      <article aria-label={t('addresses.cardLabel', { name })} aria-busy={deleting || undefined}>
        <AddressDetails address={address} />
        {confirming ? (
          <div className={styles.confirm} role="group" aria-label={t('addresses.confirmLabel')}>
            <p>{t('addresses.confirm')}</p>
            <button
              type="button"
              className="ap-button"
              disabled={deleting}
              onClick={() => void remove()}
            >
              {t('addresses.confirmDelete')}
            </button>
            <button
              type="button"
              className="ap-button ap-button--secondary"
              disabled={deleting}
              onClick={() => setConfirming(false)}
            >
              {t('addresses.cancel')}
            </button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Link
              to={accountLinks.address.getHref(address.id)}
              className="ap-button ap-button--secondary"
              aria-label={t('addresses.editLabel', { name })}
            >
              {t('addresses.edit')}
            </Link>
            <button
              type="button"
              className={`ap-button ap-button--secondary ${styles.delete}`}
              aria-label={t('addresses.deleteLabel', { name })}
              onClick={() => setConfirming(true)}
            >
              {t('addresses.delete')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
