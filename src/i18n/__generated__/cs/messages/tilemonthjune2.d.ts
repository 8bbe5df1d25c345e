export { tilemonthjune2 as "tileMonthJune" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthjune2Inputs = {};
/**

* @param {Tilemonthjune2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilemonthjune2: ((inputs?: Tilemonthjune2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthjune2Inputs, {
    locale?: "cs";
}, {}>;
