// docs/product.md, "Session", "Numbers and limits": the names of the cookies that mirror the session's tokens. Apart from the cookie code
// so the start-up script can look for them without loading js-cookie.
export const ACCESS_COOKIE = 'qr_access_token';
export const REFRESH_COOKIE = 'qr_refresh_token';
