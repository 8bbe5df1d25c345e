export { thanksloadfailed2 as "thanksLoadFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksloadfailed2Inputs = {};
/**

* @param {Thanksloadfailed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const thanksloadfailed2: ((inputs?: Thanksloadfailed2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksloadfailed2Inputs, {
    locale?: "cs";
}, {}>;
