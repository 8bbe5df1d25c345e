export { customerorderreceived2 as "customerOrderReceived" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderreceived2Inputs = {};
/**

* @param {Customerorderreceived2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerorderreceived2: ((inputs?: Customerorderreceived2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderreceived2Inputs, {
    locale?: "de-CH";
}, {}>;
