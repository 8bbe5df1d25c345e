export { customerloadfailed2 as "customerLoadFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerloadfailed2Inputs = {};
/**

* @param {Customerloadfailed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerloadfailed2: ((inputs?: Customerloadfailed2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerloadfailed2Inputs, {
    locale?: "fr";
}, {}>;
