export { contentcopyfailed2 as "contentCopyFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcopyfailed2Inputs = {};
/**

* @param {Contentcopyfailed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contentcopyfailed2: ((inputs?: Contentcopyfailed2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcopyfailed2Inputs, {
    locale?: "nl";
}, {}>;
