export { contentvideoplay2 as "contentVideoPlay" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentvideoplay2Inputs = {};
/**

* @param {Contentvideoplay2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contentvideoplay2: ((inputs?: Contentvideoplay2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentvideoplay2Inputs, {
    locale?: "sk";
}, {}>;
