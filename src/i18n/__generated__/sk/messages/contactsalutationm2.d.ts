export { contactsalutationm2 as "contactSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsalutationm2Inputs = {};
/**

* @param {Contactsalutationm2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contactsalutationm2: ((inputs?: Contactsalutationm2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsalutationm2Inputs, {
    locale?: "sk";
}, {}>;
