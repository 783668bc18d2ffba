import { Link } from '@autoparts/shared/router';
import { Trans } from '@autoparts/shared/trans';
import { siteLinks } from '@autoparts/shared';
import { CheckboxField } from '@autoparts/shared/forms';
import { SHOP_NAMESPACE } from '../../i18n-namespace';

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
            components={{
              terms: <Link to={siteLinks.page.getHref('terms')} target="_blank" rel="noopener" />,
            }}
          />
          <span aria-hidden="true"> *</span>
        </>
      }
    />
  );
}
