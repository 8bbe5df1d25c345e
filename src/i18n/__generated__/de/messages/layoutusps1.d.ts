export { layoutusps1 as "layoutUsps" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutusps1Inputs = {};
/**

* @param {Layoutusps1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutusps1: ((inputs?: Layoutusps1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutusps1Inputs, {
    locale?: "de";
}, {}>;
