export { layoutusps1 as "layoutUsps" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutusps1Inputs = {};
/**

* @param {Layoutusps1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutusps1: ((inputs?: Layoutusps1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutusps1Inputs, {
    locale?: "fr";
}, {}>;
