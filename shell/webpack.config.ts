import path from 'node:path';
import { createAppConfig } from '@autoparts/shared/mf';
import type { Request, Response } from 'express';
import type * as ProxyMiddleware from 'http-proxy-middleware';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  host: true,
  title: 'Red Parts — auto parts and accessories',
  runtimePlugins: [
    path.join(__dirname, 'src/remotes/remote-failure-plugin.ts'),
    path.join(__dirname, 'src/remotes/shared-version-plugin.ts'),
    path.join(__dirname, 'src/remotes/yield-between-steps-plugin.ts'),
  ],
  copy: [{ from: 'public' }],
  // `npm run dev` composes the whole storefront on :3000: the API is the platform's, every area's
  // service on :4000 (`npm run dev -w platform`, API_URL to point elsewhere). The shell itself
  // holds no area's code.
  devMiddlewares: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createProxyMiddleware } = require('http-proxy-middleware') as typeof ProxyMiddleware;
    return [
      createProxyMiddleware<Request, Response>({
        target: process.env.API_URL || 'http://127.0.0.1:4000',
        pathFilter: ['/api', '/robots.txt', '/sitemap.xml'],
      }),
    ];
  },
});
