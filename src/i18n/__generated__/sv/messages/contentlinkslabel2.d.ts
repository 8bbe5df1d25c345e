export { contentlinkslabel2 as "contentLinksLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentlinkslabel2Inputs = {};
/**

* @param {Contentlinkslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contentlinkslabel2: ((inputs?: Contentlinkslabel2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentlinkslabel2Inputs, {
    locale?: "sv";
}, {}>;
