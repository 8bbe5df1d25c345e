export { basketsoldout2 as "basketSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketsoldout2Inputs = {};
/**

* @param {Basketsoldout2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const basketsoldout2: ((inputs?: Basketsoldout2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketsoldout2Inputs, {
    locale?: "sk";
}, {}>;
