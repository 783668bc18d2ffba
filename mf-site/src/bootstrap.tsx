import '@autoparts/shared/styles/storefront.css';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mountStandaloneArea } from '@autoparts/shared';
import App from './exposes/app';

void mountStandaloneArea({
  area: 'site',
  sections: ['site'],
  App,
  registerRemotes,
  loadRemote: <T,>(id: string) =>
    loadRemote<T>(id).then((module) => {
      if (!module) throw new Error(`${id} could not be loaded`);
      return module;
    }),
});
