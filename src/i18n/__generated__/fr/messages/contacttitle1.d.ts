export { contacttitle1 as "contactTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contacttitle1Inputs = {};
/**

* @param {Contacttitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contacttitle1: ((inputs?: Contacttitle1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contacttitle1Inputs, {
    locale?: "fr";
}, {}>;
