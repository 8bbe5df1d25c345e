export { customerreturnreceived2 as "customerReturnReceived" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnreceived2Inputs = {};
/**

* @param {Customerreturnreceived2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerreturnreceived2: ((inputs?: Customerreturnreceived2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnreceived2Inputs, {
    locale?: "nl";
}, {}>;
