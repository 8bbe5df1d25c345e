export { customerstatus1 as "customerStatus" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerstatus1Inputs = {};
/**

* @param {Customerstatus1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerstatus1: ((inputs?: Customerstatus1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerstatus1Inputs, {
    locale?: "cs";
}, {}>;
