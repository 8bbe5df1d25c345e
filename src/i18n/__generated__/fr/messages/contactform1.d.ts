export { contactform1 as "contactForm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactform1Inputs = {};
/**

* @param {Contactform1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contactform1: ((inputs?: Contactform1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactform1Inputs, {
    locale?: "fr";
}, {}>;
