export { contentcookieprovider2 as "contentCookieProvider" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcookieprovider2Inputs = {};
/**

* @param {Contentcookieprovider2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contentcookieprovider2: ((inputs?: Contentcookieprovider2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcookieprovider2Inputs, {
    locale?: "de-CH";
}, {}>;
