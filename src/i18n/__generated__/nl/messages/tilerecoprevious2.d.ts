export { tilerecoprevious2 as "tileRecoPrevious" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilerecoprevious2Inputs = {};
/**

* @param {Tilerecoprevious2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tilerecoprevious2: ((inputs?: Tilerecoprevious2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilerecoprevious2Inputs, {
    locale?: "nl";
}, {}>;
