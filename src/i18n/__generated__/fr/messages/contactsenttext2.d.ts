export { contactsenttext2 as "contactSentText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsenttext2Inputs = {};
/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contactsenttext2: ((inputs?: Contactsenttext2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsenttext2Inputs, {
    locale?: "fr";
}, {}>;
