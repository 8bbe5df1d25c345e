export { tilereconext2 as "tileRecoNext" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilereconext2Inputs = {};
/**

* @param {Tilereconext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tilereconext2: ((inputs?: Tilereconext2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilereconext2Inputs, {
    locale?: "sk";
}, {}>;
