export { contactreason1 as "contactReason" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactreason1Inputs = {};
/**

* @param {Contactreason1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contactreason1: ((inputs?: Contactreason1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactreason1Inputs, {
    locale?: "fr";
}, {}>;
