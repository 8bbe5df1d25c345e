export { thankstitle1 as "thanksTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankstitle1Inputs = {};
/**

* @param {Thankstitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const thankstitle1: ((inputs?: Thankstitle1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankstitle1Inputs, {
    locale?: "fr";
}, {}>;
