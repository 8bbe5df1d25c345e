export { contentcookiename2 as "contentCookieName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcookiename2Inputs = {};
/**

* @param {Contentcookiename2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contentcookiename2: ((inputs?: Contentcookiename2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcookiename2Inputs, {
    locale?: "nl";
}, {}>;
