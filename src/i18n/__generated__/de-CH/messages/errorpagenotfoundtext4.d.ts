export { errorpagenotfoundtext4 as "errorPageNotFoundText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Errorpagenotfoundtext4Inputs = {};
/**

* @param {Errorpagenotfoundtext4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const errorpagenotfoundtext4: ((inputs?: Errorpagenotfoundtext4Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errorpagenotfoundtext4Inputs, {
    locale?: "de-CH";
}, {}>;
