import { useMessage } from './message';
import styles from './forms.module.css';

/** The form-level error: the server's title when a call fails (spec §5, §8). */
export function FormError({ message }: { message: string | null }) {
  const text = useMessage();
  if (!message) return null;
  return (
    <div role="alert" className={styles.formError}>
      {text(message)}
    </div>
  );
}
