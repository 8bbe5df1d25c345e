export { customerprice1 as "customerPrice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerprice1Inputs = {};
/**

* @param {Customerprice1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerprice1: ((inputs?: Customerprice1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerprice1Inputs, {
    locale?: "cs";
}, {}>;
