export { contactsalutationd2 as "contactSalutationD" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsalutationd2Inputs = {};
/**

* @param {Contactsalutationd2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contactsalutationd2: ((inputs?: Contactsalutationd2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsalutationd2Inputs, {
    locale?: "cs";
}, {}>;
