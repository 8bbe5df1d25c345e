export { reviewnextpage2 as "reviewNextPage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewnextpage2Inputs = {};
/**

* @param {Reviewnextpage2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const reviewnextpage2: ((inputs?: Reviewnextpage2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewnextpage2Inputs, {
    locale?: "sk";
}, {}>;
