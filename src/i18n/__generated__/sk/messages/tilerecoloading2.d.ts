export { tilerecoloading2 as "tileRecoLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilerecoloading2Inputs = {};
/**

* @param {Tilerecoloading2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tilerecoloading2: ((inputs?: Tilerecoloading2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilerecoloading2Inputs, {
    locale?: "sk";
}, {}>;
