export { customerordersempty2 as "customerOrdersEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordersempty2Inputs = {};
/**

* @param {Customerordersempty2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerordersempty2: ((inputs?: Customerordersempty2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordersempty2Inputs, {
    locale?: "sv";
}, {}>;
