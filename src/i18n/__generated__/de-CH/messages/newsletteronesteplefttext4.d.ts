export { newsletteronesteplefttext4 as "newsletterOneStepLeftText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteronesteplefttext4Inputs = {};
/**

* @param {Newsletteronesteplefttext4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletteronesteplefttext4: ((inputs?: Newsletteronesteplefttext4Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteronesteplefttext4Inputs, {
    locale?: "de-CH";
}, {}>;
