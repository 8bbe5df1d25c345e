export { contactcustomernumberhint3 as "contactCustomerNumberHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactcustomernumberhint3Inputs = {};
/**

* @param {Contactcustomernumberhint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const contactcustomernumberhint3: ((inputs?: Contactcustomernumberhint3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactcustomernumberhint3Inputs, {
    locale?: "fr";
}, {}>;
