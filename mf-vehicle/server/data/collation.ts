/** Numeric collation so '3 Series' < '5 Series' < 'M3' and '1.5L' < '2.0L', as a picker lists them. */
export const vehicleCollator = new Intl.Collator('en', { numeric: true });
