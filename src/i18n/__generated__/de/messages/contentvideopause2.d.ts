export { contentvideopause2 as "contentVideoPause" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentvideopause2Inputs = {};
/**

* @param {Contentvideopause2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const contentvideopause2: ((inputs?: Contentvideopause2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentvideopause2Inputs, {
    locale?: "de";
}, {}>;
