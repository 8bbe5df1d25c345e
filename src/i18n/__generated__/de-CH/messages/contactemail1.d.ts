export { contactemail1 as "contactEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactemail1Inputs = {};
/**

* @param {Contactemail1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contactemail1: ((inputs?: Contactemail1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactemail1Inputs, {
    locale?: "de-CH";
}, {}>;
