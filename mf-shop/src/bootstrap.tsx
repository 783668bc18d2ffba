import '@autoparts/shared/styles/storefront.css';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mountStandaloneArea } from '@autoparts/shared';
import App from './exposes/app';

// The team's own dev page: the shop's routes with the storefront's stores, client and i18n.
void mountStandaloneArea({
  area: 'shop',
  sections: ['shop'],
  App,
  registerRemotes,
  loadRemote,
});
