import '@autoparts/shared/styles/storefront.css';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mountStandaloneArea } from '@autoparts/shared';
import App from './exposes/app';

// The team's own dev page: the area's sections with the storefront's stores, client and i18n.
void mountStandaloneArea({
  area: 'account',
  sections: ['account', 'register', 'forgot-password'],
  App,
  registerRemotes,
  loadRemote,
});
