export { orderinclvat2 as "orderInclVat" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderinclvat2Inputs = {};
/**

* @param {Orderinclvat2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const orderinclvat2: ((inputs?: Orderinclvat2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderinclvat2Inputs, {
    locale?: "sv";
}, {}>;
