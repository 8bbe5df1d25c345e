export { errorpageunknowntext3 as "errorPageUnknownText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Errorpageunknowntext3Inputs = {};
/**

* @param {Errorpageunknowntext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const errorpageunknowntext3: ((inputs?: Errorpageunknowntext3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errorpageunknowntext3Inputs, {
    locale?: "fr";
}, {}>;
