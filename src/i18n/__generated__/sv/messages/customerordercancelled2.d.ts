export { customerordercancelled2 as "customerOrderCancelled" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordercancelled2Inputs = {};
/**

* @param {Customerordercancelled2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerordercancelled2: ((inputs?: Customerordercancelled2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordercancelled2Inputs, {
    locale?: "sv";
}, {}>;
