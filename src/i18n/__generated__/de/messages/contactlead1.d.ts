export { contactlead1 as "contactLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactlead1Inputs = {
    phone: NonNullable<unknown>;
    faq: NonNullable<unknown>;
};
/**

* @param {Contactlead1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const contactlead1: ((inputs: Contactlead1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactlead1Inputs, {
    locale?: "de";
}, {}>;
