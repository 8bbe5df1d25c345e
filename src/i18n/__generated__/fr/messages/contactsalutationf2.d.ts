export { contactsalutationf2 as "contactSalutationF" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsalutationf2Inputs = {};
/**

* @param {Contactsalutationf2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contactsalutationf2: ((inputs?: Contactsalutationf2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsalutationf2Inputs, {
    locale?: "fr";
}, {}>;
