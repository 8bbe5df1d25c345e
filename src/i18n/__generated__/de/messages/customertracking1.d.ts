export { customertracking1 as "customerTracking" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertracking1Inputs = {};
/**

* @param {Customertracking1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customertracking1: ((inputs?: Customertracking1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertracking1Inputs, {
    locale?: "de";
}, {}>;
