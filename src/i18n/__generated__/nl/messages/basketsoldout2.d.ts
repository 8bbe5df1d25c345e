export { basketsoldout2 as "basketSoldOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketsoldout2Inputs = {};
/**

* @param {Basketsoldout2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketsoldout2: ((inputs?: Basketsoldout2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketsoldout2Inputs, {
    locale?: "nl";
}, {}>;
