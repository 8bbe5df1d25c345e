export { contactsend1 as "contactSend" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsend1Inputs = {};
/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contactsend1: ((inputs?: Contactsend1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsend1Inputs, {
    locale?: "de-CH";
}, {}>;
