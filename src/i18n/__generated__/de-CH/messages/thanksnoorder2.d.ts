export { thanksnoorder2 as "thanksNoOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksnoorder2Inputs = {};
/**

* @param {Thanksnoorder2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thanksnoorder2: ((inputs?: Thanksnoorder2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksnoorder2Inputs, {
    locale?: "de-CH";
}, {}>;
