export { customerrequestolder2 as "customerRequestOlder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerrequestolder2Inputs = {};
/**

* @param {Customerrequestolder2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerrequestolder2: ((inputs?: Customerrequestolder2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerrequestolder2Inputs, {
    locale?: "nl";
}, {}>;
