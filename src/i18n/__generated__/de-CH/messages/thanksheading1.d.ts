export { thanksheading1 as "thanksHeading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksheading1Inputs = {};
/**

* @param {Thanksheading1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thanksheading1: ((inputs?: Thanksheading1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksheading1Inputs, {
    locale?: "de-CH";
}, {}>;
