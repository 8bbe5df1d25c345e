export { contentcopycode2 as "contentCopyCode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcopycode2Inputs = {
    code: NonNullable<unknown>;
};
/**

* @param {Contentcopycode2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contentcopycode2: ((inputs: Contentcopycode2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcopycode2Inputs, {
    locale?: "cs";
}, {}>;
