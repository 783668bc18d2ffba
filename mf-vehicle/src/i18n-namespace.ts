/** The vehicle area's translation namespace (public/i18n/{lng}.json). */
export const VEHICLE_NAMESPACE = 'vehicle';
