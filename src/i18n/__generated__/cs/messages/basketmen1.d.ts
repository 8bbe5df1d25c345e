export { basketmen1 as "basketMen" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketmen1Inputs = {};
/**

* @param {Basketmen1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketmen1: ((inputs?: Basketmen1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketmen1Inputs, {
    locale?: "cs";
}, {}>;
