export { contentcookieduration2 as "contentCookieDuration" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcookieduration2Inputs = {};
/**

* @param {Contentcookieduration2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contentcookieduration2: ((inputs?: Contentcookieduration2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcookieduration2Inputs, {
    locale?: "fr";
}, {}>;
