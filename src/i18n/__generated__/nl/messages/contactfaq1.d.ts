export { contactfaq1 as "contactFaq" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactfaq1Inputs = {};
/**

* @param {Contactfaq1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contactfaq1: ((inputs?: Contactfaq1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactfaq1Inputs, {
    locale?: "nl";
}, {}>;
