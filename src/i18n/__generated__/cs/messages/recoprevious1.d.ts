export { recoprevious1 as "recoPrevious" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recoprevious1Inputs = {};
/**

* @param {Recoprevious1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const recoprevious1: ((inputs?: Recoprevious1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recoprevious1Inputs, {
    locale?: "cs";
}, {}>;
