import '@autoparts/shared/styles/storefront.css';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mountStandaloneArea } from '@autoparts/shared';
import App from './exposes/app';

void mountStandaloneArea({
  area: 'site',
  sections: ['site'],
  App,
  registerRemotes,
  loadRemote,
});
