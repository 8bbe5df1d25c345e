export { contactsend1 as "contactSend" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsend1Inputs = {};
/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contactsend1: ((inputs?: Contactsend1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsend1Inputs, {
    locale?: "nl";
}, {}>;
