// Ambient module types (CSS Modules, assets) travel with shared to every program that imports it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
// The public surface of @autoparts/shared. It is one federation singleton, so everything an area
// needs from it is reached through this entry point (node-only helpers live in ./mf and ./mock).
// First: zod's setting for the page's Content-Security-Policy (see the module).
import './validation/zod-setup';
export * from './config/runtime-config';
export * from './config/build-info';
export * from './contracts/category-tree';
export * from './contracts/links';
export * from './federation/remote-app';
export * from './federation/remote-loader';
export * from './federation/widgets';
export { FederatedWidget } from './federation/federated-widget';
export * from './i18n';
export * from './storage';
export * from './stores';
export * from './api';
export * from './ui';
export * from './loader';
export * from './seo';
export * from './fitment';
export * from './runtime';
export * from './validation';
export type * from './types';
export { mountStandaloneArea, type StandaloneAreaOptions } from './federation/standalone';
