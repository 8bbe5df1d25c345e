export { newsletterlastname2 as "newsletterLastName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterlastname2Inputs = {};
/**

* @param {Newsletterlastname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newsletterlastname2: ((inputs?: Newsletterlastname2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterlastname2Inputs, {
    locale?: "sk";
}, {}>;
