/** Fixed values of the product shown on screens; brand names are not translated. */
export const BRAND_NAME = 'Cuspid';
// The customer-service contacts are server configuration (SERVICE_EMAIL, SERVICE_PHONE): lib/service-contacts.ts.
