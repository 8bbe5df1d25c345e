export { contactcustomernumberhint3 as "contactCustomerNumberHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactcustomernumberhint3Inputs = {};
/**

* @param {Contactcustomernumberhint3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contactcustomernumberhint3: ((inputs?: Contactcustomernumberhint3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactcustomernumberhint3Inputs, {
    locale?: "sv";
}, {}>;
