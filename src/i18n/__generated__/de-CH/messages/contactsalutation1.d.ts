export { contactsalutation1 as "contactSalutation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsalutation1Inputs = {};
/**

* @param {Contactsalutation1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contactsalutation1: ((inputs?: Contactsalutation1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsalutation1Inputs, {
    locale?: "de-CH";
}, {}>;
