export { contentoptoutfailed3 as "contentOptOutFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentoptoutfailed3Inputs = {};
/**

* @param {Contentoptoutfailed3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contentoptoutfailed3: ((inputs?: Contentoptoutfailed3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentoptoutfailed3Inputs, {
    locale?: "de-CH";
}, {}>;
