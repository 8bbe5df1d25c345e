export { contactsenttext2 as "contactSentText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsenttext2Inputs = {};
/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const contactsenttext2: ((inputs?: Contactsenttext2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsenttext2Inputs, {
    locale?: "de";
}, {}>;
