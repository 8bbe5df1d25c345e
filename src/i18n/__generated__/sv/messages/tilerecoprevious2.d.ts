export { tilerecoprevious2 as "tileRecoPrevious" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilerecoprevious2Inputs = {};
/**

* @param {Tilerecoprevious2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const tilerecoprevious2: ((inputs?: Tilerecoprevious2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilerecoprevious2Inputs, {
    locale?: "sv";
}, {}>;
