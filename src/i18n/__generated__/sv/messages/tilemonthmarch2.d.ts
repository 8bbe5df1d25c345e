export { tilemonthmarch2 as "tileMonthMarch" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthmarch2Inputs = {};
/**

* @param {Tilemonthmarch2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilemonthmarch2: ((inputs?: Tilemonthmarch2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthmarch2Inputs, {
    locale?: "sv";
}, {}>;
