export { contactreason1 as "contactReason" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactreason1Inputs = {};
/**

* @param {Contactreason1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const contactreason1: ((inputs?: Contactreason1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactreason1Inputs, {
    locale?: "de";
}, {}>;
