export { basketloading1 as "basketLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketloading1Inputs = {};
/**

* @param {Basketloading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketloading1: ((inputs?: Basketloading1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketloading1Inputs, {
    locale?: "cs";
}, {}>;
