export { contactphone1 as "contactPhone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactphone1Inputs = {};
/**

* @param {Contactphone1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contactphone1: ((inputs?: Contactphone1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactphone1Inputs, {
    locale?: "sk";
}, {}>;
