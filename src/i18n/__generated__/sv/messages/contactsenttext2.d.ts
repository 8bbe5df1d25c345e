export { contactsenttext2 as "contactSentText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactsenttext2Inputs = {};
/**

* @param {Contactsenttext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contactsenttext2: ((inputs?: Contactsenttext2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactsenttext2Inputs, {
    locale?: "sv";
}, {}>;
