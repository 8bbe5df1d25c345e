export { customerstatus1 as "customerStatus" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerstatus1Inputs = {};
/**

* @param {Customerstatus1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerstatus1: ((inputs?: Customerstatus1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerstatus1Inputs, {
    locale?: "sv";
}, {}>;
