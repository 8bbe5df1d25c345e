export { contactcustomernumber2 as "contactCustomerNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactcustomernumber2Inputs = {};
/**

* @param {Contactcustomernumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contactcustomernumber2: ((inputs?: Contactcustomernumber2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactcustomernumber2Inputs, {
    locale?: "sv";
}, {}>;
