export { contactmessage1 as "contactMessage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactmessage1Inputs = {};
/**

* @param {Contactmessage1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contactmessage1: ((inputs?: Contactmessage1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactmessage1Inputs, {
    locale?: "cs";
}, {}>;
