export { contentcopyfailed2 as "contentCopyFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcopyfailed2Inputs = {};
/**

* @param {Contentcopyfailed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const contentcopyfailed2: ((inputs?: Contentcopyfailed2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcopyfailed2Inputs, {
    locale?: "de";
}, {}>;
