export { newsletterfirstname2 as "newsletterFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterfirstname2Inputs = {};
/**

* @param {Newsletterfirstname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newsletterfirstname2: ((inputs?: Newsletterfirstname2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterfirstname2Inputs, {
    locale?: "sk";
}, {}>;
