export { layoutcarouselprevious2 as "layoutCarouselPrevious" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselprevious2Inputs = {};
/**

* @param {Layoutcarouselprevious2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselprevious2: ((inputs?: Layoutcarouselprevious2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselprevious2Inputs, {
    locale?: "cs";
}, {}>;
