export { contactcustomernumber2 as "contactCustomerNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactcustomernumber2Inputs = {};
/**

* @param {Contactcustomernumber2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const contactcustomernumber2: ((inputs?: Contactcustomernumber2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactcustomernumber2Inputs, {
    locale?: "de";
}, {}>;
