export { contactsent1 as "contactSent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsent1Inputs = {};
/**

* @param {Contactsent1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contactsent1: ((inputs?: Contactsent1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsent1Inputs, {
    locale?: "sk";
}, {}>;
