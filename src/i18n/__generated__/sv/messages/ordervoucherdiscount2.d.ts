export { ordervoucherdiscount2 as "orderVoucherDiscount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ordervoucherdiscount2Inputs = {};
/**

* @param {Ordervoucherdiscount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const ordervoucherdiscount2: ((inputs?: Ordervoucherdiscount2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ordervoucherdiscount2Inputs, {
    locale?: "sv";
}, {}>;
