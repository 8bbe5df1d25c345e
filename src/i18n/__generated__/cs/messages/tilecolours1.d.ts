export { tilecolours1 as "tileColours" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilecolours1Inputs = {};
/**

* @param {Tilecolours1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilecolours1: ((inputs?: Tilecolours1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilecolours1Inputs, {
    locale?: "cs";
}, {}>;
