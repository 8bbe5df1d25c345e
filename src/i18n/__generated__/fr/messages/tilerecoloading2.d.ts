export { tilerecoloading2 as "tileRecoLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilerecoloading2Inputs = {};
/**

* @param {Tilerecoloading2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilerecoloading2: ((inputs?: Tilerecoloading2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilerecoloading2Inputs, {
    locale?: "fr";
}, {}>;
