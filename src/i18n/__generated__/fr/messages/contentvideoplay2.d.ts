export { contentvideoplay2 as "contentVideoPlay" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentvideoplay2Inputs = {};
/**

* @param {Contentvideoplay2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contentvideoplay2: ((inputs?: Contentvideoplay2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentvideoplay2Inputs, {
    locale?: "fr";
}, {}>;
