export { contentcookieduration2 as "contentCookieDuration" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcookieduration2Inputs = {};
/**

* @param {Contentcookieduration2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contentcookieduration2: ((inputs?: Contentcookieduration2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcookieduration2Inputs, {
    locale?: "cs";
}, {}>;
