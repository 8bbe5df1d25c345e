export { customertotal1 as "customerTotal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertotal1Inputs = {};
/**

* @param {Customertotal1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customertotal1: ((inputs?: Customertotal1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertotal1Inputs, {
    locale?: "sk";
}, {}>;
