export { contentlinkslabel2 as "contentLinksLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentlinkslabel2Inputs = {};
/**

* @param {Contentlinkslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const contentlinkslabel2: ((inputs?: Contentlinkslabel2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentlinkslabel2Inputs, {
    locale?: "cs";
}, {}>;
