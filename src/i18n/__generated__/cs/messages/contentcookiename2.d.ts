export { contentcookiename2 as "contentCookieName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcookiename2Inputs = {};
/**

* @param {Contentcookiename2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contentcookiename2: ((inputs?: Contentcookiename2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcookiename2Inputs, {
    locale?: "cs";
}, {}>;
