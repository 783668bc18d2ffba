export { toastNotifier } from './toast-notifier';
export { Rating, RATING_STARS, type RatingProps } from './rating/rating';
export { StockBadge, STOCK_TONES, type StockBadgeProps } from './stock-badge/stock-badge';
export { Price, type PriceProps } from './price/price';
export * from './stepper';
export * from './option-form';
export * from './gallery';
export { NotFound, PRODUCT_SEARCH_PATH, type NotFoundProps } from './not-found/not-found';
export * from './dialog';
