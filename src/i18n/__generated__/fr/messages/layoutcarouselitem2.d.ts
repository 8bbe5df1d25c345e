export { layoutcarouselitem2 as "layoutCarouselItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselitem2Inputs = {};
/**

* @param {Layoutcarouselitem2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselitem2: ((inputs?: Layoutcarouselitem2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselitem2Inputs, {
    locale?: "fr";
}, {}>;
