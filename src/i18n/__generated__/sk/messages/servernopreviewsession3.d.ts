export { servernopreviewsession3 as "serverNoPreviewSession" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Servernopreviewsession3Inputs = {};
/**

* @param {Servernopreviewsession3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const servernopreviewsession3: ((inputs?: Servernopreviewsession3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Servernopreviewsession3Inputs, {
    locale?: "sk";
}, {}>;
