export { customerreturnsempty2 as "customerReturnsEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnsempty2Inputs = {};
/**

* @param {Customerreturnsempty2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerreturnsempty2: ((inputs?: Customerreturnsempty2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnsempty2Inputs, {
    locale?: "de";
}, {}>;
