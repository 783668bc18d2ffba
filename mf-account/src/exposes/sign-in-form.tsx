// First, so the namespace's address is known before the form asks for its texts.
import '../i18n';
import type { FederatedWidgetModule, SignInFormProps } from '@autoparts/shared';
import { LoginForm } from '../pages/login/login-form';

/**
 * The header's sign-in form for the shell's account dropdown: the /account/login page's form in
 * its compact variant. `<SignInForm onSignedIn={close} onNavigate={close} />` signs in through the
 * shared auth store and leaves the visitor on the page. Its props are the contract in
 * @autoparts/shared (SignInFormProps).
 */
function SignInForm({ onSignedIn, onNavigate }: SignInFormProps) {
  return <LoginForm variant="dropdown" onSignedIn={onSignedIn} onNavigate={onNavigate} />;
}

export default SignInForm satisfies FederatedWidgetModule<'account/SignInForm'>['default'];
