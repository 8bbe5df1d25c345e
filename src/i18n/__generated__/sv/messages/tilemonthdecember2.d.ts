export { tilemonthdecember2 as "tileMonthDecember" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthdecember2Inputs = {};
/**

* @param {Tilemonthdecember2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilemonthdecember2: ((inputs?: Tilemonthdecember2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthdecember2Inputs, {
    locale?: "sv";
}, {}>;
