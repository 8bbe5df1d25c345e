export { baskethintinfo2 as "basketHintInfo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Baskethintinfo2Inputs = {};
/**

* @param {Baskethintinfo2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const baskethintinfo2: ((inputs?: Baskethintinfo2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Baskethintinfo2Inputs, {
    locale?: "de-CH";
}, {}>;
