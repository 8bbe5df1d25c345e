export { contactlastname2 as "contactLastName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactlastname2Inputs = {};
/**

* @param {Contactlastname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contactlastname2: ((inputs?: Contactlastname2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactlastname2Inputs, {
    locale?: "fr";
}, {}>;
