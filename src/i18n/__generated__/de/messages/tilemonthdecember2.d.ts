export { tilemonthdecember2 as "tileMonthDecember" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthdecember2Inputs = {};
/**

* @param {Tilemonthdecember2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tilemonthdecember2: ((inputs?: Tilemonthdecember2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthdecember2Inputs, {
    locale?: "de";
}, {}>;
