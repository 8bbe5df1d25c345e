export { layoutcarouselitem2 as "layoutCarouselItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselitem2Inputs = {};
/**

* @param {Layoutcarouselitem2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselitem2: ((inputs?: Layoutcarouselitem2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselitem2Inputs, {
    locale?: "cs";
}, {}>;
