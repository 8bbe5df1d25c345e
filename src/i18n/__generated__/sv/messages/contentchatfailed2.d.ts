export { contentchatfailed2 as "contentChatFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentchatfailed2Inputs = {};
/**

* @param {Contentchatfailed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contentchatfailed2: ((inputs?: Contentchatfailed2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentchatfailed2Inputs, {
    locale?: "sv";
}, {}>;
