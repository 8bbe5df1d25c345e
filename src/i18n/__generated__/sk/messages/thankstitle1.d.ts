export { thankstitle1 as "thanksTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankstitle1Inputs = {};
/**

* @param {Thankstitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const thankstitle1: ((inputs?: Thankstitle1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankstitle1Inputs, {
    locale?: "sk";
}, {}>;
