export { customerreturnsempty2 as "customerReturnsEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnsempty2Inputs = {};
/**

* @param {Customerreturnsempty2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerreturnsempty2: ((inputs?: Customerreturnsempty2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnsempty2Inputs, {
    locale?: "fr";
}, {}>;
