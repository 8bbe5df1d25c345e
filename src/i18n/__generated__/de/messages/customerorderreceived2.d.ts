export { customerorderreceived2 as "customerOrderReceived" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderreceived2Inputs = {};
/**

* @param {Customerorderreceived2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerorderreceived2: ((inputs?: Customerorderreceived2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderreceived2Inputs, {
    locale?: "de";
}, {}>;
