export { tilemonthjuly2 as "tileMonthJuly" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemonthjuly2Inputs = {};
/**

* @param {Tilemonthjuly2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tilemonthjuly2: ((inputs?: Tilemonthjuly2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemonthjuly2Inputs, {
    locale?: "de";
}, {}>;
