export { contentchatloading2 as "contentChatLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentchatloading2Inputs = {};
/**

* @param {Contentchatloading2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contentchatloading2: ((inputs?: Contentchatloading2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentchatloading2Inputs, {
    locale?: "cs";
}, {}>;
