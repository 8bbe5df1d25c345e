export { tilemonthmay2 as "tileMonthMay" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthmay2Inputs = {};
/**

* @param {Tilemonthmay2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilemonthmay2: ((inputs?: Tilemonthmay2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthmay2Inputs, {
    locale?: "cs";
}, {}>;
