export { orderinstalmentsurcharge2 as "orderInstalmentSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderinstalmentsurcharge2Inputs = {};
/**

* @param {Orderinstalmentsurcharge2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderinstalmentsurcharge2: ((inputs?: Orderinstalmentsurcharge2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderinstalmentsurcharge2Inputs, {
    locale?: "de";
}, {}>;
