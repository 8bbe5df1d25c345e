export { contactfirstname2 as "contactFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactfirstname2Inputs = {};
/**

* @param {Contactfirstname2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const contactfirstname2: ((inputs?: Contactfirstname2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactfirstname2Inputs, {
    locale?: "de";
}, {}>;
