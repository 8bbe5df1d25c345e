export { contactsend1 as "contactSend" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsend1Inputs = {};
/**

* @param {Contactsend1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contactsend1: ((inputs?: Contactsend1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsend1Inputs, {
    locale?: "sv";
}, {}>;
