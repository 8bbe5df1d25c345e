export { orderinstalmentsurcharge2 as "orderInstalmentSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderinstalmentsurcharge2Inputs = {};
/**

* @param {Orderinstalmentsurcharge2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderinstalmentsurcharge2: ((inputs?: Orderinstalmentsurcharge2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderinstalmentsurcharge2Inputs, {
    locale?: "cs";
}, {}>;
