import { useId, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { useAuthStore, type User } from '@autoparts/shared';
import {
  Form,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormKit,
  type FormKit,
} from '@autoparts/shared/forms';
import { REVIEW_LIMITS } from '@autoparts/shared/rules';
import { addReview } from '../../api/reviews.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import {
  authorOf,
  customerReviewSchema,
  guestReviewSchema,
  type ReviewFormValues,
} from './review-schema';
import { StarRatingField } from './star-rating-field';
import styles from './reviews.module.css';

export interface ReviewFormProps {
  productSlug: string;
  onAdded: () => void;
}

const EMPTY: ReviewFormValues = { author: '', rating: '', content: '' };

/**
 * Adds a review {author, rating 1-5, content}: a guest names itself, a signed-in customer posts
 * under its own name (the server sets it whatever is sent). A refusal keeps what was typed.
 */
export const ReviewForm = observer(function ReviewForm(props: ReviewFormProps) {
  const { user } = useAuthStore();
  // Signing in or out while the form is open starts it again with the fields that now apply.
  return user ? (
    <CustomerReviewForm key="customer" {...props} user={user} />
  ) : (
    <GuestReviewForm key="guest" {...props} />
  );
});

function GuestReviewForm(props: ReviewFormProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const kit = useFormKit(guestReviewSchema, EMPTY);
  return (
    <ReviewFormLayout {...props} kit={kit} author={(values) => values.author}>
      <TextField
        name="author"
        label={t('product.reviews.form.author')}
        autoComplete="name"
        maxLength={REVIEW_LIMITS.author}
      />
    </ReviewFormLayout>
  );
}

function CustomerReviewForm({ user, ...props }: ReviewFormProps & { user: User }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const kit = useFormKit(customerReviewSchema, { rating: '', content: '' });
  const author = authorOf(user);
  return (
    <ReviewFormLayout {...props} kit={kit} author={() => author}>
      <p className={styles.postingAs}>{t('product.reviews.form.postingAs', { name: author })}</p>
    </ReviewFormLayout>
  );
}

type ReviewValues = Pick<ReviewFormValues, 'rating' | 'content'>;

interface LayoutProps<T extends ReviewValues> extends ReviewFormProps {
  kit: FormKit<T, T>;
  author: (values: T) => string;
  /** How the form names the author: a field, or whose name it posts under. */
  children: ReactNode;
}

function ReviewFormLayout<T extends ReviewValues>({
  productSlug,
  onAdded,
  kit,
  author,
  children,
}: LayoutProps<T>) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const id = useId();
  const [sent, setSent] = useState(false);

  const submit = async (values: T) => {
    setSent(false);
    await addReview(productSlug, {
      author: author(values),
      rating: Number(values.rating),
      content: values.content,
    });
    kit.form.reset();
    setSent(true);
    onAdded();
  };

  return (
    <Form
      kit={kit}
      onSubmit={submit}
      namespace={SHOP_NAMESPACE}
      className={styles.form}
      labelledBy={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('product.reviews.form.title')}
      </h3>
      <StarRatingField name="rating" />
      {children}
      <TextAreaField
        name="content"
        label={t('product.reviews.form.content')}
        rows={5}
        maxLength={REVIEW_LIMITS.content}
      />
      <div className={styles.formActions}>
        <SubmitButton pending={kit.pending} className="ap-button">
          {t(kit.pending ? 'product.reviews.form.sending' : 'product.reviews.form.submit')}
        </SubmitButton>
        {sent ? (
          <p className={styles.sent} role="status">
            {t('product.reviews.form.sent')}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
