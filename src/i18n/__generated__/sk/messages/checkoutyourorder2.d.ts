export { checkoutyourorder2 as "checkoutYourOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutyourorder2Inputs = {};
/**

* @param {Checkoutyourorder2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutyourorder2: ((inputs?: Checkoutyourorder2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutyourorder2Inputs, {
    locale?: "sk";
}, {}>;
