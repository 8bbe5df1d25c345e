export { orderformsearching1 as "orderformSearching" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformsearching1Inputs = {};
/**

* @param {Orderformsearching1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformsearching1: ((inputs?: Orderformsearching1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformsearching1Inputs, {
    locale?: "de";
}, {}>;
