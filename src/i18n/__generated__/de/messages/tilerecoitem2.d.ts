export { tilerecoitem2 as "tileRecoItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilerecoitem2Inputs = {};
/**

* @param {Tilerecoitem2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tilerecoitem2: ((inputs?: Tilerecoitem2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilerecoitem2Inputs, {
    locale?: "de";
}, {}>;
