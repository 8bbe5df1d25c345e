export { tilemonthmarch2 as "tileMonthMarch" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthmarch2Inputs = {};
/**

* @param {Tilemonthmarch2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilemonthmarch2: ((inputs?: Tilemonthmarch2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthmarch2Inputs, {
    locale?: "cs";
}, {}>;
