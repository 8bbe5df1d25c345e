export { tilereconext2 as "tileRecoNext" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilereconext2Inputs = {};
/**

* @param {Tilereconext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilereconext2: ((inputs?: Tilereconext2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilereconext2Inputs, {
    locale?: "fr";
}, {}>;
