export { contentcopycode2 as "contentCopyCode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcopycode2Inputs = {
    code: NonNullable<unknown>;
};
/**

* @param {Contentcopycode2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contentcopycode2: ((inputs: Contentcopycode2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcopycode2Inputs, {
    locale?: "de-CH";
}, {}>;
