import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig, setFederatedModuleLoader } from '@autoparts/shared';
import { loadFederated, registerAreaRemotes } from './remotes/federation';
import { App } from './app';

async function start() {
  const config = await fetchRuntimeConfig();
  registerAreaRemotes(config);
  setFederatedModuleLoader(loadFederated);
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
