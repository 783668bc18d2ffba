import { Link, useNavigate, useParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { z } from 'zod/mini';
import {
  accountLinks,
  LoadState,
  toastNotifier,
  useLoader,
  usePageMeta,
  type Address,
} from '@autoparts/shared';
import {
  AddressFields,
  addressShape,
  CheckboxField,
  EMPTY_ADDRESS,
  Form,
  formStyles,
  SubmitButton,
  toAddressValues,
  useFormKit,
  type FormOutput,
} from '@autoparts/shared/forms';
import { createAddress, getAddress, updateAddress } from '../../api/addresses.api';
import { positiveId } from '../../lib/paths';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from '../../components/account-layout/page-card.module.css';
import { AccountItemNotFound } from '../not-found/account-not-found';

const addressFormSchema = z.object({ ...addressShape, default: z.boolean() });

type AddressFormOutput = FormOutput<typeof addressFormSchema>;

/** /account/addresses/new: an empty address form. */
export function NewAddressPage() {
  return <AddressFormCard titleKey="addressForm.newTitle" />;
}

/** /account/addresses/:id: the saved address in the form; an id the book lacks is the 404. */
export function EditAddressPage() {
  const id = positiveId(useParams().id);
  if (id === null) return <AccountItemNotFound />;
  return <LoadedAddress id={id} />;
}

function LoadedAddress({ id }: { id: number }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const loaded = useLoader(`account/addresses/${id}`, (signal) => getAddress(id, signal));
  return (
    <LoadState loaded={loaded} notFound={<AccountItemNotFound />} what={t('addressForm.what')}>
      {(address) => (
        <AddressFormCard key={address.id} address={address} titleKey="addressForm.editTitle" />
      )}
    </LoadState>
  );
}

interface AddressFormCardProps {
  /** The address being edited; a new one when absent. */
  address?: Address;
  titleKey: 'addressForm.newTitle' | 'addressForm.editTitle';
}

function AddressFormCard({ address, titleKey }: AddressFormCardProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t(titleKey), description: t('seo.addressForm'), noindex: true });
  const navigate = useNavigate();
  const kit = useFormKit(addressFormSchema, {
    ...(address ? toAddressValues(address) : EMPTY_ADDRESS),
    default: address?.default ?? false,
  });
  const submit = async (values: AddressFormOutput) => {
    if (address) await updateAddress(address.id, values);
    else await createAddress(values);
    toastNotifier.success('addressForm.saved', { ns: ACCOUNT_NAMESPACE });
    navigate(accountLinks.addresses.getHref());
  };
  return (
    <section className={`ap-card ${styles.card}`} aria-labelledby="account-address-title">
      <h2 id="account-address-title" className={styles.title}>
        {t(titleKey)}
      </h2>
      <Form
        kit={kit}
        onSubmit={submit}
        namespace={ACCOUNT_NAMESPACE}
        labelledBy="account-address-title"
      >
        <AddressFields />
        {address?.default ? (
          // The book always has a default (spec §4): it moves by saving another one as the default.
          <p className={styles.lead}>{t('addressForm.isDefault')}</p>
        ) : (
          <CheckboxField name="default" label={t('addressForm.makeDefault')} />
        )}
        <div className={formStyles.actions}>
          <SubmitButton pending={kit.pending}>{t('addressForm.save')}</SubmitButton>
          <Link to={accountLinks.addresses.getHref()} className="ap-button ap-button--secondary">
            {t('addressForm.cancel')}
          </Link>
        </div>
      </Form>
    </section>
  );
}
