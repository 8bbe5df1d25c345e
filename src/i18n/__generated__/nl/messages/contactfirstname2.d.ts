export { contactfirstname2 as "contactFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contactfirstname2Inputs = {};
/**

* @param {Contactfirstname2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contactfirstname2: ((inputs?: Contactfirstname2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contactfirstname2Inputs, {
    locale?: "nl";
}, {}>;
