export { customerrequestolder2 as "customerRequestOlder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerrequestolder2Inputs = {};
/**

* @param {Customerrequestolder2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerrequestolder2: ((inputs?: Customerrequestolder2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerrequestolder2Inputs, {
    locale?: "de";
}, {}>;
