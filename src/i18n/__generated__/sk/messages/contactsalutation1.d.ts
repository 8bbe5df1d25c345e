export { contactsalutation1 as "contactSalutation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsalutation1Inputs = {};
/**

* @param {Contactsalutation1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contactsalutation1: ((inputs?: Contactsalutation1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsalutation1Inputs, {
    locale?: "sk";
}, {}>;
