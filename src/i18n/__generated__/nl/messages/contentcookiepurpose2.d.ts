export { contentcookiepurpose2 as "contentCookiePurpose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcookiepurpose2Inputs = {};
/**

* @param {Contentcookiepurpose2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contentcookiepurpose2: ((inputs?: Contentcookiepurpose2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcookiepurpose2Inputs, {
    locale?: "nl";
}, {}>;
