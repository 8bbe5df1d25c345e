export { customerreturnreceived2 as "customerReturnReceived" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturnreceived2Inputs = {};
/**

* @param {Customerreturnreceived2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerreturnreceived2: ((inputs?: Customerreturnreceived2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturnreceived2Inputs, {
    locale?: "de";
}, {}>;
