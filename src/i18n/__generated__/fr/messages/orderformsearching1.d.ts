export { orderformsearching1 as "orderformSearching" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformsearching1Inputs = {};
/**

* @param {Orderformsearching1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const orderformsearching1: ((inputs?: Orderformsearching1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformsearching1Inputs, {
    locale?: "fr";
}, {}>;
