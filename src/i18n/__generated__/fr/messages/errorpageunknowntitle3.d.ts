export { errorpageunknowntitle3 as "errorPageUnknownTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Errorpageunknowntitle3Inputs = {};
/**

* @param {Errorpageunknowntitle3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const errorpageunknowntitle3: ((inputs?: Errorpageunknowntitle3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errorpageunknowntitle3Inputs, {
    locale?: "fr";
}, {}>;
