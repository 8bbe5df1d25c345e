export { serverpagenotfound3 as "serverPageNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverpagenotfound3Inputs = {};
/**

* @param {Serverpagenotfound3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const serverpagenotfound3: ((inputs?: Serverpagenotfound3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverpagenotfound3Inputs, {
    locale?: "de-CH";
}, {}>;
