export { contactsenttext2 as "contactSentText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsenttext2Inputs = {};
/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contactsenttext2: ((inputs?: Contactsenttext2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsenttext2Inputs, {
    locale?: "de-CH";
}, {}>;
