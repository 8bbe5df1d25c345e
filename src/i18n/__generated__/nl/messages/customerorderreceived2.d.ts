export { customerorderreceived2 as "customerOrderReceived" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderreceived2Inputs = {};
/**

* @param {Customerorderreceived2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerorderreceived2: ((inputs?: Customerorderreceived2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderreceived2Inputs, {
    locale?: "nl";
}, {}>;
