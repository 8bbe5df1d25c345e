export { contactsent1 as "contactSent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsent1Inputs = {};
/**

* @param {Contactsent1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contactsent1: ((inputs?: Contactsent1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsent1Inputs, {
    locale?: "de-CH";
}, {}>;
