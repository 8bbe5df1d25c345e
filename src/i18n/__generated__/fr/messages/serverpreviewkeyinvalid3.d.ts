export { serverpreviewkeyinvalid3 as "serverPreviewKeyInvalid" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Serverpreviewkeyinvalid3Inputs = {};
/**

* @param {Serverpreviewkeyinvalid3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const serverpreviewkeyinvalid3: ((inputs?: Serverpreviewkeyinvalid3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Serverpreviewkeyinvalid3Inputs, {
    locale?: "fr";
}, {}>;
