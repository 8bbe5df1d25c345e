export { contacttitle1 as "contactTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contacttitle1Inputs = {};
/**

* @param {Contacttitle1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contacttitle1: ((inputs?: Contacttitle1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contacttitle1Inputs, {
    locale?: "cs";
}, {}>;
