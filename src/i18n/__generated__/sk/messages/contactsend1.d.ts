export { contactsend1 as "contactSend" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsend1Inputs = {};
/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contactsend1: ((inputs?: Contactsend1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsend1Inputs, {
    locale?: "sk";
}, {}>;
