export { thanksheading1 as "thanksHeading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksheading1Inputs = {};
/**

* @param {Thanksheading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const thanksheading1: ((inputs?: Thanksheading1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksheading1Inputs, {
    locale?: "sk";
}, {}>;
