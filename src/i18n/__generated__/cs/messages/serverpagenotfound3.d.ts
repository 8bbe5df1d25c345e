export { serverpagenotfound3 as "serverPageNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverpagenotfound3Inputs = {};
/**

* @param {Serverpagenotfound3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const serverpagenotfound3: ((inputs?: Serverpagenotfound3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverpagenotfound3Inputs, {
    locale?: "cs";
}, {}>;
