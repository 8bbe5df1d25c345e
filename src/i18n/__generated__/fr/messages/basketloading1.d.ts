export { basketloading1 as "basketLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketloading1Inputs = {};
/**

* @param {Basketloading1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketloading1: ((inputs?: Basketloading1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketloading1Inputs, {
    locale?: "fr";
}, {}>;
