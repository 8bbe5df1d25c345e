export { contactsalutationf2 as "contactSalutationF" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsalutationf2Inputs = {};
/**

* @param {Contactsalutationf2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contactsalutationf2: ((inputs?: Contactsalutationf2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsalutationf2Inputs, {
    locale?: "sv";
}, {}>;
