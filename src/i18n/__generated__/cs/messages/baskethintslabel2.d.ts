export { baskethintslabel2 as "basketHintsLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Baskethintslabel2Inputs = {};
/**

* @param {Baskethintslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const baskethintslabel2: ((inputs?: Baskethintslabel2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Baskethintslabel2Inputs, {
    locale?: "cs";
}, {}>;
