export { contentcookieprovider2 as "contentCookieProvider" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcookieprovider2Inputs = {};
/**

* @param {Contentcookieprovider2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contentcookieprovider2: ((inputs?: Contentcookieprovider2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcookieprovider2Inputs, {
    locale?: "nl";
}, {}>;
