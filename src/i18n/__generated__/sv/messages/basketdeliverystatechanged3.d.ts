export { basketdeliverystatechanged3 as "basketDeliveryStateChanged" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdeliverystatechanged3Inputs = {};
/**

* @param {Basketdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketdeliverystatechanged3: ((inputs?: Basketdeliverystatechanged3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdeliverystatechanged3Inputs, {
    locale?: "sv";
}, {}>;
