export { contactfirstname2 as "contactFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactfirstname2Inputs = {};
/**

* @param {Contactfirstname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const contactfirstname2: ((inputs?: Contactfirstname2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactfirstname2Inputs, {
    locale?: "sk";
}, {}>;
