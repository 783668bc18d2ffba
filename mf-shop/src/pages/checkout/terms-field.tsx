import { Link } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { CheckboxField } from '@autoparts/shared/forms';
import { SHOP_NAMESPACE } from '../../i18n-namespace';

/** The site area's terms page (spec §2). */
export const TERMS_PATH = '/site/terms';

/** "I have read and agree to the website terms and conditions *", required to place an order. */
export function TermsField() {
  return (
    <CheckboxField
      name="terms"
      label={
        <>
          {/* A new tab, so reading the terms does not lose what was typed here. */}
          <Trans
            ns={SHOP_NAMESPACE}
            i18nKey="checkout.terms"
            components={{ terms: <Link to={TERMS_PATH} target="_blank" rel="noopener" /> }}
          />
          <span aria-hidden="true"> *</span>
        </>
      }
    />
  );
}
