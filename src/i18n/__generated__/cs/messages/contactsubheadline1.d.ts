export { contactsubheadline1 as "contactSubheadline" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsubheadline1Inputs = {};
/**

* @param {Contactsubheadline1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contactsubheadline1: ((inputs?: Contactsubheadline1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsubheadline1Inputs, {
    locale?: "cs";
}, {}>;
