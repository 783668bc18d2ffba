export type * from './api';
export type * from './cart';
export type * from './catalog';
export type * from './order';
export type * from './product';
export type * from './user';
export type * from './vehicle';
