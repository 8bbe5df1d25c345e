export { contactreason1 as "contactReason" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactreason1Inputs = {};
/**

* @param {Contactreason1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contactreason1: ((inputs?: Contactreason1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactreason1Inputs, {
    locale?: "sv";
}, {}>;
