export { newsletteronesteplefttext4 as "newsletterOneStepLeftText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteronesteplefttext4Inputs = {};
/**

* @param {Newsletteronesteplefttext4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const newsletteronesteplefttext4: ((inputs?: Newsletteronesteplefttext4Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteronesteplefttext4Inputs, {
    locale?: "sv";
}, {}>;
