export { tilemonthmarch2 as "tileMonthMarch" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthmarch2Inputs = {};
/**

* @param {Tilemonthmarch2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const tilemonthmarch2: ((inputs?: Tilemonthmarch2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthmarch2Inputs, {
    locale?: "de-CH";
}, {}>;
