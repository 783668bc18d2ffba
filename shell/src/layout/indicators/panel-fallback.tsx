import { Link } from '@autoparts/shared/router';
import styles from './panel-fallback.module.css';

export interface PanelUnavailableProps {
  /** What could not be shown, e.g. "The cart preview could not be loaded." */
  message: string;
  /** The page that does the same job without the fragment, and the link's words. */
  to: string;
  linkText: string;
  /** Closes the dropdown as the link is followed. */
  onNavigate: () => void;
}

/**
 * A dropdown's fallback for when the area owning its fragment is down: a word of why and a plain
 * link to the page that does the same job.
 */
export function PanelUnavailable({ message, to, linkText, onNavigate }: PanelUnavailableProps) {
  return (
    <p className={styles.unavailable}>
      {message}{' '}
      <Link to={to} onClick={onNavigate}>
        {linkText}
      </Link>
    </p>
  );
}
