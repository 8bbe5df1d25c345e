export { thanksheading1 as "thanksHeading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksheading1Inputs = {};
/**

* @param {Thanksheading1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const thanksheading1: ((inputs?: Thanksheading1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksheading1Inputs, {
    locale?: "de";
}, {}>;
