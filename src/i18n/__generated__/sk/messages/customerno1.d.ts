export { customerno1 as "customerNo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerno1Inputs = {};
/**

* @param {Customerno1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerno1: ((inputs?: Customerno1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerno1Inputs, {
    locale?: "sk";
}, {}>;
