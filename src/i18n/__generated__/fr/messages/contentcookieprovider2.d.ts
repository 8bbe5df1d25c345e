export { contentcookieprovider2 as "contentCookieProvider" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcookieprovider2Inputs = {};
/**

* @param {Contentcookieprovider2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contentcookieprovider2: ((inputs?: Contentcookieprovider2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcookieprovider2Inputs, {
    locale?: "fr";
}, {}>;
