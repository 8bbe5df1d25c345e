export { orderformsearching1 as "orderformSearching" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformsearching1Inputs = {};
/**

* @param {Orderformsearching1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const orderformsearching1: ((inputs?: Orderformsearching1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformsearching1Inputs, {
    locale?: "sk";
}, {}>;
