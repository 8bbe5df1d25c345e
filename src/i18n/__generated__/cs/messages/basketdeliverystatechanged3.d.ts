export { basketdeliverystatechanged3 as "basketDeliveryStateChanged" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdeliverystatechanged3Inputs = {};
/**

* @param {Basketdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketdeliverystatechanged3: ((inputs?: Basketdeliverystatechanged3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdeliverystatechanged3Inputs, {
    locale?: "cs";
}, {}>;
