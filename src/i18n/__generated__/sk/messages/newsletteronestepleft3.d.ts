export { newsletteronestepleft3 as "newsletterOneStepLeft" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteronestepleft3Inputs = {};
/**

* @param {Newsletteronestepleft3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newsletteronestepleft3: ((inputs?: Newsletteronestepleft3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteronestepleft3Inputs, {
    locale?: "sk";
}, {}>;
