export { errorpagenotfoundtitle4 as "errorPageNotFoundTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Errorpagenotfoundtitle4Inputs = {};
/**

* @param {Errorpagenotfoundtitle4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const errorpagenotfoundtitle4: ((inputs?: Errorpagenotfoundtitle4Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Errorpagenotfoundtitle4Inputs, {
    locale?: "sk";
}, {}>;
