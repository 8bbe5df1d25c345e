export { contentloading1 as "contentLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentloading1Inputs = {};
/**

* @param {Contentloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contentloading1: ((inputs?: Contentloading1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentloading1Inputs, {
    locale?: "nl";
}, {}>;
