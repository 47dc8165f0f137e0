/** Fixed values of the product shown on screens; brand names are not translated. */
export const BRAND_NAME = 'Cuspid';
/** Customer service contacts (spec section 1: shown in the top bar and on the login page). Set per deployment. */
export const SERVICE_EMAIL = 'service@cuspid.example';
export const SERVICE_PHONE = '+86 400 000 0000';
