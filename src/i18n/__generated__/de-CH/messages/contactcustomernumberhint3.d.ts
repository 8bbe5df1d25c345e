export { contactcustomernumberhint3 as "contactCustomerNumberHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactcustomernumberhint3Inputs = {};
/**

* @param {Contactcustomernumberhint3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contactcustomernumberhint3: ((inputs?: Contactcustomernumberhint3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactcustomernumberhint3Inputs, {
    locale?: "de-CH";
}, {}>;
