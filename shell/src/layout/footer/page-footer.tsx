import { observer } from 'mobx-react-lite';
import { navigationProgress } from '../overlays/navigation-progress';
import { Footer } from './footer';

/**
 * The footer waits for the page's area: drawn under the short loading placeholder, it would jump
 * down when the area arrives (a layout shift of the whole footer); appearing below the page once
 * it is there moves nothing.
 */
export const PageFooter = observer(function PageFooter() {
  return navigationProgress.idle ? <Footer /> : null;
});
