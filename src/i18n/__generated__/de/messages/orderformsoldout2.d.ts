export { orderformsoldout2 as "orderformSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformsoldout2Inputs = {};
/**

* @param {Orderformsoldout2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformsoldout2: ((inputs?: Orderformsoldout2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformsoldout2Inputs, {
    locale?: "de";
}, {}>;
